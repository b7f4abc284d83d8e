/**
 * The reference feed's data (scripts/reference-feed.mjs serves it): deterministic touchpoints with
 * their slots, products and stock, each generated from the feed's name and its index alone, so a
 * page of a 2 000-touchpoint feed never builds the others.
 */

/** Generated feeds are bounded so a typo in a name cannot ask for a billion rows. */
export const GEN_MAX_TOUCHPOINTS = 1_000_000;
export const GEN_MAX_SLOTS = 600;

/** FNV-1a of a string: the seed of one touchpoint, so any index can be generated on its own. */
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a tiny seeded PRNG returning floats in [0, 1); same seed, same sequence. */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (rand, list) => list[Math.floor(rand() * list.length)];
const between = (rand, min, max) => min + Math.floor(rand() * (max - min + 1));

/** The catalogue every touchpoint stocks from: name, MRP in paise, GST and cess as the feed writes them. */
const PRODUCTS = [
  ['Masala Chips 40g', 2000, '12.00', '0.00'],
  ['Salted Peanuts 50g', 1500, '5.00', '0.00'],
  ['Aloo Bhujia 80g', 2500, '12.00', '0.00'],
  ['Banana Chips 60g', 3000, '12.00', '0.00'],
  ['Roasted Makhana 30g', 4500, '5.00', '0.00'],
  ['Trail Mix 35g', 5000, '12.00', '0.00'],
  ['Khakhra 200g', 6500, '5.00', '0.00'],
  ['Digestive Biscuits 75g', 1000, '18.00', '0.00'],
  ['Cream Biscuits 60g', 1000, '18.00', '0.00'],
  ['Milk Chocolate 38g', 4000, '18.00', '0.00'],
  ['Dark Chocolate 50g', 9000, '18.00', '0.00'],
  ['Protein Bar 40g', 8000, '18.00', '0.00'],
  ['Granola Bar 30g', 3500, '18.00', '0.00'],
  ['Instant Noodles 70g', 1400, '18.00', '0.00'],
  ['Butter Popcorn 50g', 3000, '5.00', '0.00'],
  ['Mineral Water 500ml', 1000, '18.00', '0.00'],
  ['Coconut Water 200ml', 4000, '5.00', '0.00'],
  ['Buttermilk 200ml', 1500, '5.00', '0.00'],
  ['Sweet Lassi 200ml', 2500, '5.00', '0.00'],
  ['Mango Drink 250ml', 2000, '12.00', '0.00'],
  ['Cold Coffee 200ml', 4500, '12.00', '0.00'],
  ['Lemon Soda 300ml', 2000, '18.00', '12.00'],
  ['Cola 300ml', 2000, '18.00', '12.00'],
  ['Energy Drink 250ml', 9000, '18.00', '12.00'],
  ['Veg Sandwich', 6000, '5.00', '0.00'],
  ['Paneer Puff', 3500, '5.00', '0.00'],
];

/** Cities with a centre to scatter sites around and a few localities and PIN prefixes. */
const CITIES = [
  ['Bengaluru', 12.9716, 77.5946, ['Whitefield', 'Koramangala', 'Electronic City', 'Manyata Tech Park'], '560'],
  ['Mumbai', 19.076, 72.8777, ['Andheri East', 'Powai', 'Lower Parel', 'Bandra Kurla Complex'], '400'],
  ['New Delhi', 28.6139, 77.209, ['Connaught Place', 'Nehru Place', 'Saket', 'Okhla Phase II'], '110'],
  ['Gurugram', 28.4595, 77.0266, ['Cyber City', 'Sohna Road', 'Udyog Vihar'], '122'],
  ['Noida', 28.5355, 77.391, ['Sector 62', 'Sector 125', 'Sector 18'], '201'],
  ['Hyderabad', 17.385, 78.4867, ['HITEC City', 'Gachibowli', 'Madhapur'], '500'],
  ['Chennai', 13.0827, 80.2707, ['OMR Thoraipakkam', 'Guindy', 'Ambattur'], '600'],
  ['Pune', 18.5204, 73.8567, ['Hinjewadi', 'Kharadi', 'Magarpatta'], '411'],
  ['Kolkata', 22.5726, 88.3639, ['Salt Lake Sector V', 'New Town', 'Park Street'], '700'],
  ['Ahmedabad', 23.0225, 72.5714, ['SG Highway', 'Prahlad Nagar', 'GIFT City'], '380'],
];
const STREETS = ['Main Road', 'Ring Road', '1st Cross', 'Tech Park Avenue', 'Station Road', 'Industrial Area'];
const BUILDINGS = ['Tower A', 'Tower B', 'Block C', 'Cafeteria Wing', 'Lobby', 'Food Court', 'Gate 2'];
const COMPANIES = ['Acme Technologies', 'Globex Services', 'Initech India', 'Hooli Software', 'Umbrella Pharma'];
const TYPE_NAMES = {
  vending_machine: 'Vending Machine',
  kiosk: 'Kiosk',
  locker: 'Locker',
  micro_market: 'Micro Market',
};

/**
 * The built-in feeds. `types` is drawn from per touchpoint (repeats weight it); `grid` is every
 * touchpoint's grid; `products` the range of stocked slots.
 */
export const BUILT_IN = {
  't1-cafeteria': {
    touchpoints: 30,
    retailer: 'Tier One Foods',
    types: ['vending_machine', 'vending_machine', 'vending_machine', 'kiosk', 'micro_market'],
    grid: { rows: 6, columns: 10 },
    products: [4, 10],
  },
  't1-lockers': {
    touchpoints: 12,
    retailer: 'Tier One Foods',
    types: ['locker'],
    grid: { rows: 4, columns: 6 },
    products: [4, 10],
  },
  't2-canteen': {
    touchpoints: 20,
    retailer: 'Canteen Co',
    types: ['vending_machine', 'vending_machine', 'kiosk'],
    grid: { rows: 6, columns: 10 },
    products: [4, 10],
  },
};

/** Spreadsheet letters: 0 → A, 25 → Z, 26 → AA (the row part of an "A1" label). */
function sheetLetters(index) {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(65 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** The "A1" label of slot `i` of a grid with `columns` columns, counted row by row. */
const slotLabel = (i, columns) => `${sheetLetters(Math.floor(i / columns))}${(i % columns) + 1}`;

/** `gen-<touchpoints>x<slots>` → its size, or null when the name is not a generated feed. */
export function parseGenName(name) {
  const m = /^gen-([1-9][0-9]{0,6})x(0|[1-9][0-9]{0,3})$/.exec(name);
  if (!m) return null;
  const touchpoints = Number(m[1]);
  const slots = Number(m[2]);
  if (touchpoints > GEN_MAX_TOUCHPOINTS || slots > GEN_MAX_SLOTS) return null;
  return { touchpoints, slots };
}

/** A generated feed: vending machines with exactly `slots` stocked slots on a grid ten wide. */
export function genDefinition({ touchpoints, slots }) {
  const columns = Math.max(1, Math.min(10, slots));
  return {
    touchpoints,
    retailer: 'Bench Vending',
    types: ['vending_machine'],
    grid: { rows: Math.max(1, Math.ceil(slots / columns)), columns },
    products: [slots, slots],
  };
}

/** The source id of index `i`: `<feed>-0001`; at least four digits so ids sort as they are served. */
function sourceId(feedName, definition, i) {
  const width = Math.max(4, String(definition.touchpoints).length);
  return `${feedName}-${String(i + 1).padStart(width, '0')}`;
}

/** The index a source id names in this feed, or -1 (a foreign or malformed id). */
export function indexOfId(feedName, definition, id) {
  const prefix = `${feedName}-`;
  if (typeof id !== 'string' || !id.startsWith(prefix)) return -1;
  const digits = id.slice(prefix.length);
  if (!/^[0-9]+$/.test(digits) || sourceId(feedName, definition, Number(digits) - 1) !== id) return -1;
  const i = Number(digits) - 1;
  return i >= 0 && i < definition.touchpoints ? i : -1;
}

/**
 * A product's stock in a stock generation. Generation 0 is the seeded stock; each further
 * generation moves every slot by a non-zero step modulo a prime, so consecutive generations never
 * leave a slot's stock as it was ("the feed's stock changed" is true of every slot).
 */
function stockIn(seed, generation) {
  const base = seed % 23;
  const step = 1 + (Math.floor(seed / 23) % 22);
  return (base + generation * step) % 23;
}

/** Touchpoint `i` of a feed, built from the feed's name and `i` alone. */
export function touchpoint(feedName, definition, i, generation) {
  const rand = mulberry32(hash(`${feedName}#${i}`));
  const type = pick(rand, definition.types);
  const [city, lat, lng, localities, pin] = pick(rand, CITIES);
  const locality = pick(rand, localities);
  const building = pick(rand, BUILDINGS);
  const hasLocation = rand() >= 0.08;
  const active = rand() >= 0.1;
  const company = pick(rand, COMPANIES);
  const { rows, columns } = definition.grid;
  const count = Math.min(between(rand, definition.products[0], definition.products[1]), rows * columns);
  const slots = chooseSlots(rand, rows * columns, count);
  const products = slots.map((slot) => {
    const [name, mrp, gst, cess] = pick(rand, PRODUCTS);
    const seed = Math.floor(rand() * 0xffffffff);
    return { slot: slotLabel(slot, columns), name, mrp_paise: mrp, gst, cess, stock: stockIn(seed, generation) };
  });
  return {
    id: sourceId(feedName, definition, i),
    name: `${company} ${locality} ${TYPE_NAMES[type]} ${String(i + 1).padStart(2, '0')}`,
    type,
    company,
    retailer: definition.retailer,
    active,
    location: hasLocation
      ? {
          latitude: round6(lat + (rand() - 0.5) * 0.1),
          longitude: round6(lng + (rand() - 0.5) * 0.1),
          address: `${building}, ${between(rand, 1, 250)} ${pick(rand, STREETS)}, ${locality}, ${city} ${pin}${String(between(rand, 1, 99)).padStart(3, '0')}`,
        }
      : null,
    grid: type === 'vending_machine' || type === 'locker' ? { rows, columns, label_format: 'A1' } : null,
    products,
  };
}

const round6 = (n) => Math.round(n * 1e6) / 1e6;

/** `count` distinct slot positions out of `size`, in grid order: all of them, or a seeded sample. */
function chooseSlots(rand, size, count) {
  if (count >= size) return Array.from({ length: size }, (_, i) => i);
  const chosen = new Set();
  while (chosen.size < count) chosen.add(Math.floor(rand() * size));
  return [...chosen].sort((a, b) => a - b);
}

// ── Feeds and their switches ────────────────────────────────────────────────────────────────
