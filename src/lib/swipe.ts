import { SIDEBAR_OPENER_DRAG_LIMIT_PX, SIDEBAR_SWIPE_SLOPE_LIMIT, SIDEBAR_SWIPE_THRESHOLD_PX } from "../constants";

export interface Point {
  x: number;
  y: number;
}

/**
 * What a finished horizontal swipe does to the mobile sidebar. A swipe counts when it travels
 * more than the threshold and is flatter than the slope limit, so vertical scrolling never
 * toggles it; opening must start near the left edge, where the sidebar slides in from.
 */
export function swipeAction(start: Point, end: Point, isOpen: boolean): "open" | "close" | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) <= SIDEBAR_SWIPE_THRESHOLD_PX) return null;
  if (Math.abs(dy) / Math.abs(dx) > SIDEBAR_SWIPE_SLOPE_LIMIT) return null;
  if (dx > 0 && !isOpen && start.x <= SIDEBAR_OPENER_DRAG_LIMIT_PX) return "open";
  if (dx < 0 && isOpen) return "close";
  return null;
}
