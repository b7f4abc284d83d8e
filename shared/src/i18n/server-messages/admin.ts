/** The server's messages of users, roles, passwords, rules, groups, institutions and saved views. */
export const adminServerMessages: Readonly<Record<string, string>> = {
  'role_id does not name a role of your company.': 'role_id आपकी कंपनी की किसी भूमिका का नहीं है।',
  'A user with this email already exists.': 'इस ईमेल वाला उपयोगकर्ता पहले से मौजूद है।',
  'The default user cannot be deleted.': 'डिफ़ॉल्ट उपयोगकर्ता को हटाया नहीं जा सकता।',
  'The password cannot be only spaces.': 'पासवर्ड केवल स्पेस का नहीं हो सकता।',
  'The password is too weak: it is made of your own name or e-mail. Add words of your own.':
    'पासवर्ड बहुत कमज़ोर है: यह आपके अपने नाम या ई-मेल से बना है। अपने खुद के शब्द जोड़ें।',
  'The password is too weak: {reason}': 'पासवर्ड बहुत कमज़ोर है: {reason}',
  'A role with this name or code already exists.': 'इस नाम या कोड वाली भूमिका पहले से मौजूद है।',
  'The company admin role code cannot be changed or taken.':
    'कंपनी एडमिन भूमिका का कोड न बदला जा सकता है, न किसी और भूमिका को दिया जा सकता है।',
  'The company admin role always holds every permission.': 'कंपनी एडमिन भूमिका के पास हमेशा हर अनुमति होती है।',
  'The company admin role cannot be deleted.': 'कंपनी एडमिन भूमिका को हटाया नहीं जा सकता।',
  'A default role cannot be deleted.': 'डिफ़ॉल्ट भूमिका को हटाया नहीं जा सकता।',
  'This role is assigned to {count} user; assign them another role first.':
    'यह भूमिका {count} उपयोगकर्ता को दी गई है; पहले उन्हें कोई दूसरी भूमिका दें।',
  'This role is assigned to {count} users; assign them another role first.':
    'यह भूमिका {count} उपयोगकर्ताओं को दी गई है; पहले उन्हें कोई दूसरी भूमिका दें।',
  'A rule applies to a touchpoint or to a whole channel: choose exactly one.':
    'नियम किसी टचपॉइंट पर या पूरे चैनल पर लागू होता है: ठीक एक चुनें।',
  'Choose a touchpoint or a channel (not both).': 'एक टचपॉइंट या एक चैनल चुनें (दोनों नहीं)।',
  'Touchpoint {id} is not a touchpoint of your company.': 'टचपॉइंट {id} आपकी कंपनी का टचपॉइंट नहीं है।',
  'Channel {id} is not a channel of your company.': 'चैनल {id} आपकी कंपनी का चैनल नहीं है।',
  'Group {id} is not a group of your company.': 'समूह {id} आपकी कंपनी का समूह नहीं है।',
  'A rule with this name already exists.': 'इस नाम का नियम पहले से मौजूद है।',
  'Row {row}: the time must be HH:MM-HH:MM (24-hour) with different start and end, e.g. 12:00-14:30.':
    'पंक्ति {row}: समय HH:MM-HH:MM (24 घंटे) में हो और शुरुआत व अंत अलग हों, जैसे 12:00-14:30।',
  'Row {row} ({time}) overlaps row {other} ({otherTime}).':
    'पंक्ति {row} ({time}) पंक्ति {other} ({otherTime}) से टकराती है।',
  '{ids} cannot be both added and removed.': '{ids} को एक साथ जोड़ा और हटाया नहीं जा सकता।',
  '{field}: {ids} is not a {noun} of your company.': '{field}: {ids} आपकी कंपनी का {noun} नहीं है।',
  '{field}: {ids} are not {noun}s of your company.': '{field}: {ids} आपकी कंपनी के {noun} नहीं हैं।',
  '{field}: {ids} is not {noun} of your company.': '{field}: {ids} आपकी कंपनी का {noun} नहीं है।',
  '{field}: {ids} are not {noun} of your company.': '{field}: {ids} आपकी कंपनी के {noun} नहीं हैं।',
  'The default group cannot be deleted.': 'डिफ़ॉल्ट समूह को हटाया नहीं जा सकता।',
  'This group is linked to the institution {names}; unlink it there before deleting it.':
    'यह समूह संस्थान {names} से जुड़ा है; हटाने से पहले इसे वहाँ से अलग करें।',
  'This group is linked to the institutions {names}; unlink it there before deleting it.':
    'यह समूह संस्थानों {names} से जुड़ा है; हटाने से पहले इसे वहाँ से अलग करें।',
  'A group with this name already exists.': 'इस नाम का समूह पहले से मौजूद है।',
  'A touchpoint group with this name already exists.': 'इस नाम का टचपॉइंट समूह पहले से मौजूद है।',
  'An institution links at most {max} {groups}.': 'एक संस्थान से अधिकतम {max} {groups} जुड़ सकते हैं।',
  'An institution with this name already exists.': 'इस नाम का संस्थान पहले से मौजूद है।',
  '“{path}” is not a list with saved views.': '“{path}” सहेजे गए व्यू वाली सूची नहीं है।',
  'Not a list with saved views.': 'यह सहेजे गए व्यू वाली सूची नहीं है।',
  'You may not open this list.': 'आप यह सूची नहीं खोल सकते।',
  'Give the view a name.': 'व्यू को एक नाम दें।',
  'A view’s name is at most {max} characters.': 'व्यू का नाम अधिकतम {max} अक्षरों का हो सकता है।',
  'This list has no filter or setting “{name}”.': 'इस सूची में “{name}” नाम का कोई फ़िल्टर या सेटिंग नहीं है।',
  'Another view of this list was made the default at the same moment. Try again.':
    'इसी समय इस सूची का कोई दूसरा व्यू डिफ़ॉल्ट बनाया गया। फिर से कोशिश करें।',
  'You already have a view named “{name}” for this list. Choose another name.':
    'इस सूची के लिए “{name}” नाम का व्यू आपके पास पहले से है। कोई दूसरा नाम चुनें।',
  'You keep {max} views of this list already; delete one first.': 'आपके पास इस सूची के पहले से {max} व्यू हैं; पहले एक हटाएँ।',
  'The value of “{name}” is too long.': '“{name}” का मान बहुत लंबा है।',
  'The sort direction must be ASC or DESC.': 'क्रम की दिशा ASC या DESC होनी चाहिए।',
  'The page size must be a number.': 'पृष्ठ का आकार एक संख्या होना चाहिए।',
  '“columns” must name up to {max} columns by their ids, separated by commas.':
    '“columns” में अधिकतम {max} कॉलम उनकी id से लिखें, अल्पविराम से अलग करके।',
};
