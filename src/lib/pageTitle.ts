import { SITE_NAME, TITLE_SEPARATOR } from "../constants";

/** "Output | webpack"; the home page is just "webpack". */
export const pageTitle = (title?: string | null): string => (title ? `${title}${TITLE_SEPARATOR}${SITE_NAME}` : SITE_NAME);
