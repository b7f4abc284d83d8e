/** The server's messages of channels, touchpoints, their products and keys, and channel syncs. */
export const touchpointsServerMessages: Readonly<Record<string, string>> = {
  'channel_id does not name a channel of your company.': 'channel_id आपकी कंपनी के किसी चैनल का नहीं है।',
  'A channel with this code already exists.': 'इस कोड का चैनल पहले से मौजूद है।',
  'feed_url: {reason}': 'feed_url में समस्या: {reason}',
  'This channel is already syncing (run {id}); wait for it to finish.':
    'यह चैनल पहले से सिंक हो रहा है (रन {id}); इसके पूरा होने की प्रतीक्षा करें।',
  'This channel has no feed URL; add one before syncing.': 'इस चैनल का कोई फ़ीड URL नहीं है; सिंक करने से पहले एक जोड़ें।',
  'This touchpoint did not come from a channel feed; its stock is kept by hand.':
    'यह टचपॉइंट किसी चैनल फ़ीड से नहीं आया; इसका स्टॉक हाथ से रखा जाता है।',
  'The touchpoint’s channel has no feed URL.': 'टचपॉइंट के चैनल का कोई फ़ीड URL नहीं है।',
  'The feed could not be read: {reason}': 'फ़ीड पढ़ी नहीं जा सकी: {reason}',
  '{name} must be a percentage from 0 to 100 with at most 2 decimals.':
    '{name} 0 से 100 तक का प्रतिशत होना चाहिए, अधिकतम 2 दशमलव अंकों के साथ।',
  'mrp must be rupees, not negative, with at most 2 decimals.':
    'mrp रुपयों में होना चाहिए, ऋणात्मक नहीं, अधिकतम 2 दशमलव अंकों के साथ।',
  'slot: choose the slot this product is in.': 'slot: वह स्लॉट चुनें जिसमें यह उत्पाद है।',
  "slot: {slot} is not a slot of this touchpoint's grid.": 'slot: {slot} इस टचपॉइंट के ग्रिड का स्लॉट नहीं है।',
  'Slot {slot} already holds {name}.': 'स्लॉट {slot} में पहले से {name} है।',
  'That slot already holds a product.': 'उस स्लॉट में पहले से एक उत्पाद है।',
  '{name} already has {max} live keys; revoke one before issuing another.':
    '{name} की पहले से {max} सक्रिय कुंजियाँ हैं; नई जारी करने से पहले एक रद्द करें।',
  'Key {prefix}… is already revoked.': 'कुंजी {prefix}… पहले ही रद्द हो चुकी है।',
  'grid: only a vending machine or a locker has slots.': 'grid: स्लॉट केवल वेंडिंग मशीन या लॉकर में होते हैं।',
  'grid: a vending machine or a locker needs its rows, columns and label format.':
    'grid: वेंडिंग मशीन या लॉकर को अपनी पंक्तियाँ, कॉलम और लेबल का प्रारूप चाहिए।',
  'grid: {reason}.': 'grid में समस्या: {reason}।',
  '{name} must be between -{limit} and {limit} with at most 6 decimals.':
    '{name} -{limit} और {limit} के बीच होना चाहिए, अधिकतम 6 दशमलव अंकों के साथ।',
  'Give both latitude and longitude, or neither.': 'अक्षांश और देशांतर दोनों दें, या कोई भी नहीं।',
  'The new grid has no slot for {slots} and {more} more; move or remove those products first.':
    'नए ग्रिड में {slots} और {more} अन्य के लिए स्लॉट नहीं है; पहले वे उत्पाद दूसरी जगह रखें या हटाएँ।',
  'The new grid has no slot for {slots}; move or remove those products first.':
    'नए ग्रिड में {slots} के लिए स्लॉट नहीं है; पहले वे उत्पाद दूसरी जगह रखें या हटाएँ।',
};
