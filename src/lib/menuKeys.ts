/** What a key does inside an open menu of `count` items whose item `current` has focus. */
export type MenuMove = { focus: number } | { close: true } | null;

export function menuKey(key: string, current: number, count: number): MenuMove {
  if (count === 0) return key === "Escape" ? { close: true } : null;
  switch (key) {
    case "ArrowDown":
      return { focus: (current + 1) % count };
    case "ArrowUp":
      return { focus: (current - 1 + count) % count };
    case "Home":
      return { focus: 0 };
    case "End":
      return { focus: count - 1 };
    case "Escape":
      return { close: true };
    default:
      return null;
  }
}

/** Keys on the button that open the menu, and the item they put focus on. */
export function openingKey(key: string, count: number): number | null {
  if (key === "ArrowDown" || key === "Enter" || key === " ") return 0;
  if (key === "ArrowUp") return count - 1;
  return null;
}
