/** The notification bar's message as HTML, or null: written by the build (src/node/notification.ts). */
declare module "webpack-docs-notification" {
  const html: string | null;
  export = html;
}
