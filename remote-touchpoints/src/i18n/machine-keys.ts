/** A touchpoint's Machine Keys: the panel, its table, Issue Key and Revoke. */
export const machineKeysMessages = {
  en: {
    'keys.heading': 'Machine Keys',
    'keys.tooMany': 'A touchpoint holds at most {max} live keys: revoke one first.',
    'keys.loading': 'Loading the keys…',
    'keys.issue': 'Issue Key',
    'keys.about':
      'The machine signs every vend with its key. A key is shown once, when issued; a revoked key is refused at once.',
    'keys.unreachable': 'The server could not be reached.',
    'keys.caption': 'Machine keys of {name}',
    'keys.empty': "No keys yet: issue one for this touchpoint's machine",
    'keys.prefix': 'Prefix',
    'keys.revokeAria': 'Revoke {prefix}',
    'keys.revokeTitle': 'Revoke this key?',
    'keys.revokeText':
      '{prefix} stops working at once: {name} is refused every vend it signs with it. This cannot be undone.',
    'keys.revokeConfirm': 'Revoke Key',
    'keys.revoking': 'Revoking...',
    'keys.newFor': "A new key for {name}'s machine. Its other keys keep working.",
    'keys.labelHelp': 'Optional: which machine or rotation it is for, e.g. Main board 2026',
    'keys.copyNow': 'Copy the New Key Now',
    'keys.shownOnce': 'This key is shown only once.',
    'keys.shownOnceText':
      "The console keeps only a fingerprint of it: once this dialog closes nobody can show it again. Put it in {name}'s machine now; if it is lost, issue a new key and revoke this one.",
    'keys.newKeyOf': 'The new key of {name}:',
    'keys.copyFailed': 'The browser refused the clipboard: select the key and copy it by hand.',
    'keys.copy': 'Copy Key',
  },
  hi: {
    'keys.heading': 'मशीन कुंजियाँ',
    'keys.tooMany': 'एक टचपॉइंट में अधिकतम {max} सक्रिय कुंजियाँ हो सकती हैं: पहले एक रद्द करें।',
    'keys.loading': 'कुंजियाँ लोड हो रही हैं…',
    'keys.issue': 'कुंजी जारी करें',
    'keys.about':
      'मशीन हर बिक्री पर अपनी कुंजी से हस्ताक्षर करती है। कुंजी केवल एक बार, जारी होते समय, दिखाई जाती है; रद्द की गई कुंजी तुरंत अस्वीकार होती है।',
    'keys.unreachable': 'सर्वर से संपर्क नहीं हो सका।',
    'keys.caption': '{name} की मशीन कुंजियाँ',
    'keys.empty': 'अभी कोई कुंजी नहीं: इस टचपॉइंट की मशीन के लिए एक जारी करें',
    'keys.prefix': 'उपसर्ग',
    'keys.revokeAria': '{prefix} रद्द करें',
    'keys.revokeTitle': 'यह कुंजी रद्द करें?',
    'keys.revokeText':
      '{prefix} तुरंत काम करना बंद कर देगी: इससे हस्ताक्षरित {name} की हर बिक्री अस्वीकार होगी। इसे पूर्ववत नहीं किया जा सकता।',
    'keys.revokeConfirm': 'कुंजी रद्द करें',
    'keys.revoking': 'रद्द हो रही है...',
    'keys.newFor': '{name} की मशीन के लिए नई कुंजी। इसकी अन्य कुंजियाँ काम करती रहेंगी।',
    'keys.labelHelp': 'वैकल्पिक: यह किस मशीन या रोटेशन के लिए है, जैसे Main board 2026',
    'keys.copyNow': 'नई कुंजी अभी कॉपी करें',
    'keys.shownOnce': 'यह कुंजी केवल एक बार दिखाई जाती है।',
    'keys.shownOnceText':
      'कंसोल इसकी केवल एक फ़िंगरप्रिंट रखता है: यह डायलॉग बंद होने के बाद इसे कोई फिर नहीं दिखा सकता। इसे अभी {name} की मशीन में डालें; खो जाए तो नई कुंजी जारी करें और इसे रद्द करें।',
    'keys.newKeyOf': '{name} की नई कुंजी:',
    'keys.copyFailed': 'ब्राउज़र ने क्लिपबोर्ड की अनुमति नहीं दी: कुंजी चुनकर हाथ से कॉपी करें।',
    'keys.copy': 'कुंजी कॉपी करें',
  },
} as const;
