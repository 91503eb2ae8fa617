/**
 * A builder's photo order with one photo moved a place up (-1) or down (1), made from the order the
 * builder saw; null when it cannot move that way (first up, last down, or a photo not in it).
 */
export function movedPhoto(order: readonly string[], id: string, step: -1 | 1): string[] | null {
  const from = order.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= order.length) return null;
  const moved = [...order];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved;
}
