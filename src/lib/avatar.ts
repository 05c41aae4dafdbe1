import { AVATAR_SIZE_PX } from "../constants";

export const avatarUrl = (handle: string): string => `https://github.com/${encodeURIComponent(handle)}.png?size=${AVATAR_SIZE_PX}`;
export const profileUrl = (handle: string): string => `https://github.com/${encodeURIComponent(handle)}`;
