/**
 * Placeholder for the kitchen engineer's prompt (issue 39: kitchens created before signup asked for their kitchen's
 * details are asked once, here). It renders nothing until that work replaces this file; DashboardLayout already
 * shows it on every section.
 */
export function KitchenDetailsPrompt() {
  return null;
}
