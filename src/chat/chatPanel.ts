/**
 * The chat widget, loaded on the first click of the chat button: where the community talks.
 * It only links out; nothing is fetched from other sites, before or after it opens.
 */
import { communityChannels } from "../lib/navigation";
import { CHAT_PANEL_ID } from "../lib/pageChrome";

export function createChatPanel(button: HTMLButtonElement): { toggle(open?: boolean): void } {
  document.getElementById(`${CHAT_PANEL_ID}-failed`)?.remove();
  const panel = document.createElement("section");
  panel.id = CHAT_PANEL_ID;
  panel.className = "chat-panel";
  panel.setAttribute("aria-labelledby", `${CHAT_PANEL_ID}-title`);
  panel.hidden = true;
  const title = document.createElement("h2");
  title.id = `${CHAT_PANEL_ID}-title`;
  title.textContent = "Talk to the community";
  const list = document.createElement("ul");
  for (const channel of communityChannels) {
    const item = document.createElement("li");
    const link = document.createElement("a");
    link.href = channel.url;
    link.textContent = channel.title;
    const description = document.createElement("span");
    description.textContent = channel.description;
    item.append(link, description);
    list.append(item);
  }
  panel.append(title, list);
  button.after(panel);
  button.setAttribute("aria-controls", CHAT_PANEL_ID);

  const toggle = (open = panel.hidden): void => {
    panel.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
  };
  panel.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      toggle(false);
      button.focus();
    }
  });
  return { toggle };
}
