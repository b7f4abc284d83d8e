/**
 * The rules a touchpoint's body meets before any SQL: its grid (required for a vending machine or
 * locker, labelled by a format that fits), its coordinates, and how a grid change relabels the
 * occupied slots.
 */
import {
  GRIDDED_TYPES,
  slotLabels,
  type Grid,
  type TouchpointBody,
  type TouchpointType,
} from '@console/shared/contracts';
import { badRequest, conflict } from '../../../lib/http-errors';

/** The grid a body asks for, checked: required for a vending machine or locker, refused otherwise. */
export function checkedGrid(
  type: TouchpointType,
  grid: Grid | null | undefined,
): { grid: Grid | null; labels: string[][] } {
  const gridded = GRIDDED_TYPES.includes(type);
  if (!gridded) {
    if (grid) throw badRequest('grid: only a vending machine or a locker has slots.', 'GRID_NOT_ALLOWED');
    return { grid: null, labels: [] };
  }
  if (!grid)
    throw badRequest('grid: a vending machine or a locker needs its rows, columns and label format.', 'GRID_REQUIRED');
  const labels = slotLabels(grid.rows, grid.columns, grid.label_format);
  if (!labels.ok) throw badRequest(`grid: ${labels.reason}.`, 'GRID_UNFIT');
  return { grid, labels: labels.labels };
}

/** A coordinate as stored: a number in range with at most six decimals, or null. */
function coordinate(value: number | string | null | undefined, name: 'latitude' | 'longitude'): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  const limit = name === 'latitude' ? 90 : 180;
  const n = Number(text);
  if (!/^-?\d{1,3}(\.\d{1,6})?$/.test(text) || !Number.isFinite(n) || Math.abs(n) > limit)
    throw badRequest(`${name} must be between -${limit} and ${limit} with at most 6 decimals.`, 'BAD_COORDINATE');
  return n.toFixed(6);
}

export function locationOf(input: TouchpointBody) {
  const latitude = coordinate(input.latitude, 'latitude');
  const longitude = coordinate(input.longitude, 'longitude');
  if ((latitude === null) !== (longitude === null))
    throw badRequest('Give both latitude and longitude, or neither.', 'BAD_COORDINATE');
  return { location: input.address ?? null, latitude, longitude };
}

/**
 * The new label of every occupied slot when the grid changes: a product keeps its position
 * (row, column); one whose position the new grid lacks refuses the change (409), naming it.
 */
export function relabel(
  before: { grid: Grid | null; labels: string[][] },
  after: string[][],
  coils: { id: number; coil: string | null }[],
): { id: number; coil: string }[] {
  const position = new Map<string, [number, number]>();
  before.labels.forEach((row, r) => row.forEach((label, c) => position.set(label, [r, c])));
  const known = new Set(after.flat());
  const moves: { id: number; coil: string }[] = [];
  const lost: string[] = [];
  for (const p of coils) {
    if (p.coil === null) continue;
    const at = position.get(p.coil);
    const next = at ? after[at[0]]?.[at[1]] : known.has(p.coil) ? p.coil : undefined;
    if (next === undefined) lost.push(p.coil);
    else if (next !== p.coil) moves.push({ id: p.id, coil: next });
  }
  if (lost.length > 0)
    throw conflict(
      `The new grid has no slot for ${lost.slice(0, 5).join(', ')}${lost.length > 5 ? ` and ${lost.length - 5} more` : ''}; move or remove those products first.`,
      'SLOTS_OCCUPIED',
    );
  return moves;
}
