/** The server's messages about a request itself: its body, its list paging and period, a stale record, a missing one. */
export const requestsServerMessages: Readonly<Record<string, string>> = {
  '{entity} not found.': '{entity} मौजूद नहीं है।',
  'No such endpoint: {method} {path}.': 'ऐसा कोई एंडपॉइंट नहीं है: {method} {path}।',
  'The request URL is malformed.': 'अनुरोध का URL सही नहीं है।',
  'The request is malformed.': 'अनुरोध सही रूप में नहीं है।',
  'The request is invalid.': 'अनुरोध अमान्य है।',
  'The request body is too large (limit {limit}).': 'अनुरोध की बॉडी बहुत बड़ी है (सीमा {limit})।',
  'Send the request body as application/json.': 'अनुरोध की बॉडी application/json के रूप में भेजें।',
  'The request body is empty; send a JSON object.': 'अनुरोध की बॉडी खाली है; एक JSON ऑब्जेक्ट भेजें।',
  'The request body is not valid JSON.': 'अनुरोध की बॉडी मान्य JSON नहीं है।',
  'A record with these details already exists.': 'इन विवरणों वाला रिकॉर्ड पहले से मौजूद है।',
  'Internal server error.': 'सर्वर में आंतरिक त्रुटि।',
  'This record was changed by someone else. Reload to see the latest.':
    'यह रिकॉर्ड किसी और ने बदल दिया है। नया रूप देखने के लिए फिर से लोड करें।',
  'updated_at must be the record’s updated_at exactly as it was read.':
    'updated_at रिकॉर्ड का वही updated_at होना चाहिए जो पढ़ा गया था।',
  'cursor belongs to another sort ({sort}); send it with the sortBy and sortDir it came with.':
    'cursor किसी दूसरे क्रम ({sort}) का है; इसे उन्हीं sortBy और sortDir के साथ भेजें जिनके साथ यह मिला था।',
  'cursor is not one this server issued.': 'cursor इस सर्वर का जारी किया हुआ नहीं है।',
  'sortBy must be one of: {names}.': 'sortBy इनमें से एक होना चाहिए: {names}।',
  'offset must be at most {max}; read deeper pages with pagination.nextCursor.':
    'offset अधिकतम {max} हो सकता है; आगे के पृष्ठ pagination.nextCursor से पढ़ें।',
  '{field} is not a real date and time: {text}.': '{field} सही तारीख़ और समय नहीं है: {text}।',
  'from and to go with range "custom" only.': 'from और to केवल range "custom" के साथ दिए जाते हैं।',
  'A custom range needs from (and optionally to).': 'कस्टम अवधि के लिए from चाहिए (और चाहें तो to भी)।',
  'to must be after from.': 'to, from के बाद का होना चाहिए।',
  'A custom range covers at most a year: send a report for longer periods.':
    'कस्टम अवधि अधिकतम एक साल की हो सकती है: लंबी अवधि के लिए रिपोर्ट भेजें।',
  'The export would hold more than {max} rows; narrow the filter and export again.':
    'एक्सपोर्ट में {max} से अधिक पंक्तियाँ होंगी; फ़िल्टर सीमित करें और फिर से एक्सपोर्ट करें।',
  'Unknown report column "{column}": choose from {columns}.': 'अज्ञात रिपोर्ट कॉलम "{column}": इनमें से चुनें: {columns}।',
  'The column "{column}" is chosen twice.': 'कॉलम "{column}" दो बार चुना गया है।',
};
