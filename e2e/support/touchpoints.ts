/** Records of the touchpoints screens that more than one spec creates through the API. */

/**
 * The body of `POST /merchant/touchpoints` for a vending machine of no channel whose grid is
 * `rows` × `columns` slots labelled A1, A2, … B1, …
 */
export const vendingMachine = (name: string, rows: number, columns: number) => ({
  name,
  type: 'vending_machine',
  channel_id: null,
  grid: { rows, columns, label_format: 'A1' },
});
