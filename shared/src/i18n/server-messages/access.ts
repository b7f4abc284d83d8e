/** The server's messages of signing in, sessions, touchpoint keys and deploy tokens, and the platform's remotes. */
export const accessServerMessages: Readonly<Record<string, string>> = {
  'Invalid email or password.': 'ईमेल या पासवर्ड गलत है।',
  'Your account is inactive. Please contact your Company Admin.': 'आपका खाता निष्क्रिय है। कृपया अपने कंपनी एडमिन से संपर्क करें।',
  'Your account is inactive.': 'आपका खाता निष्क्रिय है।',
  'Your session has reached its maximum length. Please sign in again.':
    'आपका सत्र अपनी अधिकतम अवधि तक पहुँच गया है। कृपया फिर से साइन इन करें।',
  'Your session has ended, please sign in again.': 'आपका सत्र समाप्त हो गया है, कृपया फिर से साइन इन करें।',
  'Too many failed sign-in attempts. Please try again in {minutes} minutes.':
    'साइन इन के बहुत सारे प्रयास विफल हुए। कृपया {minutes} मिनट बाद फिर से कोशिश करें।',
  'Authentication required.': 'साइन इन आवश्यक है।',
  'token expired.': 'टोकन की अवधि समाप्त हो गई है।',
  'Invalid token.': 'टोकन अमान्य है।',
  'You do not have permission to perform this action.': 'आपको यह कार्य करने की अनुमति नहीं है।',
  'Only platform operators may do this.': 'यह केवल प्लेटफ़ॉर्म ऑपरेटर कर सकते हैं।',
  'A touchpoint key is required.': 'टचपॉइंट कुंजी आवश्यक है।',
  'A touchpoint key is required (Authorization: Bearer tpk_…).': 'टचपॉइंट कुंजी आवश्यक है (Authorization: Bearer tpk_…)।',
  'Unknown touchpoint key.': 'अज्ञात टचपॉइंट कुंजी।',
  'This touchpoint key was revoked.': 'यह टचपॉइंट कुंजी रद्द कर दी गई है।',
  'A valid deploy token is needed.': 'एक मान्य डिप्लॉय टोकन चाहिए।',
  'This deploy token publishes {remote}, not {asked}.': 'यह डिप्लॉय टोकन {remote} प्रकाशित करता है, {asked} नहीं।',
  '"{version}" is not a semantic version: give one like 2.0.0.': '"{version}" सिमैंटिक संस्करण नहीं है: 2.0.0 जैसा संस्करण दें।',
  '{remote} {version} is published already: publish a new version.':
    '{remote} {version} पहले से प्रकाशित है: नया संस्करण प्रकाशित करें।',
  "The manifest URL must be an http(s) URL of the build's mf-manifest.json.":
    'मैनिफ़ेस्ट URL बिल्ड की mf-manifest.json का http(s) URL होना चाहिए।',
  '{remote} {version} was never published.': '{remote} {version} कभी प्रकाशित नहीं हुआ।',
  '{remote} {version} was withdrawn.': '{remote} {version} वापस लिया जा चुका है।',
  '{remote} {version} is the current version already.': '{remote} {version} पहले से मौजूदा संस्करण है।',
  '{remote} {version} is the current version: every tenant following current has it.':
    '{remote} {version} मौजूदा संस्करण है: मौजूदा संस्करण अपनाने वाले हर टेनेंट के पास यही है।',
  '{name} ({id}) does not have {remote} enabled: enable it for the tenant first.':
    '{name} ({id}) के लिए {remote} चालू नहीं है: पहले इसे टेनेंट के लिए चालू करें।',
  '{remote} has no previous version to roll back to.': '{remote} का कोई पिछला संस्करण नहीं है जिस पर वापस जाया जा सके।',
  "{remote}'s previous version {previous} was withdrawn: make another version current instead.":
    '{remote} का पिछला संस्करण {previous} वापस लिया जा चुका है: इसके बजाय कोई दूसरा संस्करण मौजूदा बनाएँ।',
  '{remote} {version} is withdrawn already.': '{remote} {version} पहले ही वापस लिया जा चुका है।',
  '{remote} {version} is the current version: make another version current (or roll back) before withdrawing it.':
    '{remote} {version} मौजूदा संस्करण है: इसे वापस लेने से पहले कोई दूसरा संस्करण मौजूदा बनाएँ (या पिछले पर वापस जाएँ)।',
  '{remote} is switched off already.': '{remote} पहले से बंद है।',
  '{remote} is switched on already.': '{remote} पहले से चालू है।',
  '{remote} {pin} was never published: pin a published version or *.':
    '{remote} {pin} कभी प्रकाशित नहीं हुआ: कोई प्रकाशित संस्करण या * पिन करें।',
  '{remote} {pin} was withdrawn: pin an available version or *.':
    '{remote} {pin} वापस लिया जा चुका है: कोई उपलब्ध संस्करण या * पिन करें।',
  'A published version of {remote} not found.': '{remote} का कोई प्रकाशित संस्करण मौजूद नहीं है।',
  'Tenant {id} not found.': 'टेनेंट {id} मौजूद नहीं है।',
};
