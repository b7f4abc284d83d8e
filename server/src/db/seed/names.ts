/** Realistic Indian names and workplace vocabulary for demo data. */
export const FIRST_NAMES = [
  'Aarav', 'Vivaan', 'Aditya', 'Vihaan', 'Arjun', 'Sai', 'Reyansh', 'Ayaan', 'Krishna', 'Ishaan',
  'Shaurya', 'Atharv', 'Advik', 'Pranav', 'Advaith', 'Dhruv', 'Kabir', 'Ritvik', 'Aniruddh', 'Rohan',
  'Karthik', 'Siddharth', 'Nikhil', 'Rahul', 'Varun', 'Manish', 'Suresh', 'Ramesh', 'Venkatesh', 'Harish',
  'Ananya', 'Diya', 'Aadhya', 'Saanvi', 'Pari', 'Anika', 'Navya', 'Myra', 'Sara', 'Ira',
  'Kavya', 'Riya', 'Meera', 'Priya', 'Sneha', 'Pooja', 'Divya', 'Lakshmi', 'Deepika', 'Shreya',
  'Nandini', 'Aishwarya', 'Gayatri', 'Harini', 'Keerthana', 'Madhuri', 'Neha', 'Radhika', 'Swati', 'Tanvi',
  'Farhan', 'Imran', 'Zoya', 'Ayesha', 'Gurpreet', 'Harpreet', 'Jaspreet', 'Simran', 'Joseph', 'Mary',
];

export const LAST_NAMES = [
  'Sharma', 'Verma', 'Iyer', 'Iyengar', 'Nair', 'Menon', 'Pillai', 'Reddy', 'Rao', 'Naidu',
  'Patel', 'Shah', 'Mehta', 'Desai', 'Joshi', 'Kulkarni', 'Deshpande', 'Patil', 'Chavan', 'Gupta',
  'Agarwal', 'Bansal', 'Mishra', 'Tiwari', 'Pandey', 'Dubey', 'Yadav', 'Singh', 'Chauhan', 'Rathore',
  'Banerjee', 'Chatterjee', 'Mukherjee', 'Das', 'Bose', 'Ghosh', 'Sen', 'Dutta', 'Kapoor', 'Malhotra',
  'Khanna', 'Chopra', 'Bhatia', 'Sethi', 'Gill', 'Sandhu', 'Khan', 'Qureshi', 'Siddiqui', 'Fernandes',
  "D'Souza", 'Pereira', 'Krishnan', 'Subramanian', 'Venkataraman', 'Hegde', 'Shetty', 'Kamath', 'Bhat', 'Gowda',
];

export const DEPARTMENTS: Record<string, string[]> = {
  Engineering: ['Platform', 'Mobile', 'Quality'],
  Operations: ['Logistics', 'Facilities', 'Security'],
  Finance: ['Payroll', 'Accounts'],
  'Human Resources': ['Recruitment', 'Learning'],
  Sales: ['Enterprise', 'Retail'],
  Manufacturing: ['Assembly', 'Packaging', 'Maintenance'],
};

export const USER_ORIGINS = ['HRMS Import', 'Manual', 'SSO', 'Bulk Upload'];

export const CITIES = ['Bengaluru', 'Pune', 'Hyderabad', 'Chennai', 'Gurugram', 'Mumbai', 'Kolkata', 'Noida'];

export const PRODUCTS: { name: string; mrp: number; gst: string; cess: string }[] = [
  { name: 'Masala Chai', mrp: 2000, gst: '5.00', cess: '0.00' },
  { name: 'Filter Coffee', mrp: 2500, gst: '5.00', cess: '0.00' },
  { name: 'Parle-G Biscuits', mrp: 1000, gst: '18.00', cess: '0.00' },
  { name: 'Haldiram Bhujia 150g', mrp: 4500, gst: '12.00', cess: '0.00' },
  { name: 'Amul Kool Cafe', mrp: 3000, gst: '12.00', cess: '0.00' },
  { name: 'Bisleri 1L', mrp: 2000, gst: '18.00', cess: '0.00' },
  { name: 'Lays Magic Masala', mrp: 2000, gst: '12.00', cess: '0.00' },
  { name: 'Dairy Milk Silk', mrp: 8000, gst: '18.00', cess: '0.00' },
  { name: 'Paper Boat Aam Panna', mrp: 3500, gst: '12.00', cess: '0.00' },
  { name: 'Thums Up 250ml', mrp: 4000, gst: '28.00', cess: '12.00' },
  { name: 'Maggi Cup Noodles', mrp: 5000, gst: '18.00', cess: '0.00' },
  { name: 'Kurkure Masala Munch', mrp: 2000, gst: '12.00', cess: '0.00' },
  { name: 'Safety Gloves (pair)', mrp: 9900, gst: '12.00', cess: '0.00' },
  { name: 'Ear Plugs', mrp: 4900, gst: '12.00', cess: '0.00' },
  { name: 'Sanitiser 50ml', mrp: 5500, gst: '18.00', cess: '0.00' },
];

/** A small deterministic PRNG (mulberry32), so every fresh database gets the same demo data. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof prng>;

/** A 10-digit Indian mobile number starting 6–9. */
export function mobileNumber(random: Random): string {
  return `${random.int(6, 9)}${String(random.int(0, 999_999_999)).padStart(9, '0')}`;
}
