/** The server's messages of orders and refunds, a touchpoint's vends, and reports. */
export const transactionsServerMessages: Readonly<Record<string, string>> = {
  'Say why the order is refunded (at least 3 characters).': 'बताएँ कि {order} का रिफ़ंड क्यों हो रहा है (कम से कम 3 अक्षर)।',
  'This Idempotency-Key was already used for another refund.':
    'यह Idempotency-Key पहले ही किसी दूसरे रिफ़ंड के लिए इस्तेमाल हो चुकी है।',
  'The vend has no result yet: refund it once the machine (or the sweeper) has settled it.':
    'वेंड का अभी कोई परिणाम नहीं है: मशीन (या स्वीपर) के इसे निपटाने के बाद रिफ़ंड करें।',
  'Nothing is left to refund on this order.': 'इस {order} में रिफ़ंड करने को कुछ नहीं बचा है।',
  'Item {item} is not a line of order {orderNo}.': 'आइटम {item} {order} {orderNo} की पंक्ति नहीं है।',
  'Item {item} appears twice: send one line per item.': 'आइटम {item} दो बार है: हर आइटम की एक पंक्ति भेजें।',
  '{product} ({slot}) was already refunded in full.': '{product} ({slot}) का पूरा रिफ़ंड पहले ही हो चुका है।',
  '{product} ({slot}): only {left} of {qty} can still be refunded.':
    '{product} ({slot}): {qty} में से केवल {left} का रिफ़ंड अब भी हो सकता है।',
  'This customer is inactive and cannot buy.': 'यह {customer} निष्क्रिय है और खरीद नहीं सकता।',
  'Unknown card: no customer holds this RFID.': 'अज्ञात कार्ड: किसी {customer} के पास यह RFID नहीं है।',
  'Too many wrong PINs: mobile and PIN vends are locked for {minutes} more minute; the card still works.':
    'बहुत सारे गलत PIN: मोबाइल और PIN से वेंड {minutes} मिनट और बंद हैं; कार्ड अब भी काम करता है।',
  'Too many wrong PINs: mobile and PIN vends are locked for {minutes} more minutes; the card still works.':
    'बहुत सारे गलत PIN: मोबाइल और PIN से वेंड {minutes} मिनट और बंद हैं; कार्ड अब भी काम करता है।',
  'Wrong mobile number or PIN. Mobile and PIN vends of this number are now locked for {minutes} minutes; the card still works.':
    'गलत मोबाइल नंबर या PIN। इस नंबर से मोबाइल और PIN वाले वेंड अब {minutes} मिनट के लिए बंद हैं; कार्ड अब भी काम करता है।',
  'Wrong mobile number or PIN.': 'गलत मोबाइल नंबर या PIN।',
  'This mobile number belongs to more than one customer: use the card.':
    'यह मोबाइल नंबर एक से अधिक {customers} का है: कार्ड का उपयोग करें।',
  'An Idempotency-Key header is required: a retry with it answers the first result.':
    'Idempotency-Key हेडर आवश्यक है: इसके साथ दोबारा भेजने पर पहला परिणाम मिलता है।',
  'The Idempotency-Key must be 1–100 printable characters without spaces.':
    'Idempotency-Key बिना स्पेस के 1–100 छपने योग्य अक्षरों की होनी चाहिए।',
  'This Idempotency-Key was already used for another vend.':
    'यह Idempotency-Key पहले ही किसी दूसरे वेंड के लिए इस्तेमाल हो चुकी है।',
  'Slot {slot} appears twice in the cart: send one line per slot.':
    'स्लॉट {slot} कार्ट में दो बार है: हर स्लॉट की एक पंक्ति भेजें।',
  'Insufficient balance: {total} asked, the wallet holds {amount} and a credit limit of {creditLimit}.':
    'अपर्याप्त शेष राशि: {total} माँगे गए, वॉलेट में {amount} है और क्रेडिट सीमा {creditLimit} है।',
  'Insufficient balance: {total} asked, the wallet holds {amount}.':
    'अपर्याप्त शेष राशि: {total} माँगे गए, वॉलेट में {amount} है।',
  "Slot {slot} is not a slot of this touchpoint's store.": 'स्लॉट {slot} इस टचपॉइंट के स्टोर का स्लॉट नहीं है।',
  '{name} ({slot}) has no price and cannot be sold.': '{name} ({slot}) की कोई कीमत नहीं है और इसे बेचा नहीं जा सकता।',
  'Out of stock: {name} ({slot}) has {stock} left, {quantity} asked.':
    'स्टॉक नहीं: {name} ({slot}) के {stock} बचे हैं, {quantity} माँगे गए।',
  'This key belongs to touchpoint {own}; it cannot vend for touchpoint {asked}.':
    'यह कुंजी टचपॉइंट {own} की है; यह टचपॉइंट {asked} के लिए वेंड नहीं कर सकती।',
  '{name} is inactive: it cannot sell.': '{name} निष्क्रिय है: यह बेच नहीं सकता।',
  'No active wallet: the customer has no active primary wallet.':
    'कोई सक्रिय वॉलेट नहीं: {customer} का कोई सक्रिय प्राथमिक वॉलेट नहीं है।',
  '{rule} allows vending only {windows}.': '{rule} केवल {windows} वेंड करने देता है।',
  '{rule} allows {limit} item; {used} already taken today.':
    '{rule} {limit} आइटम की अनुमति देता है; आज {used} पहले ही लिए जा चुके हैं।',
  '{rule} allows {limit} items; {used} already taken today.':
    '{rule} {limit} आइटम की अनुमति देता है; आज {used} पहले ही लिए जा चुके हैं।',
  '{rule} allows {limit}; {spent} already spent today.':
    '{rule} {limit} की अनुमति देता है; आज {spent} पहले ही खर्च हो चुके हैं।',
  'Send a rating (1 to 5), a comment, or both.': 'रेटिंग (1 से 5), टिप्पणी, या दोनों भेजें।',
  'This order belongs to another touchpoint: its key cannot send its feedback.':
    'यह {order} किसी दूसरे टचपॉइंट का है: इसकी कुंजी इसका फ़ीडबैक नहीं भेज सकती।',
  'This order already has its feedback: an order takes one.':
    'इस {order} का फ़ीडबैक पहले से है: एक {order} का एक ही फ़ीडबैक होता है।',
  'Slot {slot} is reported twice: send one line per slot.': 'स्लॉट {slot} दो बार भेजा गया है: हर स्लॉट की एक पंक्ति भेजें।',
  'This order belongs to another touchpoint: its key cannot report the result.':
    'यह {order} किसी दूसरे टचपॉइंट का है: इसकी कुंजी परिणाम नहीं भेज सकती।',
  'The vend timed out at {at} and was refunded in full: a late result moves nothing.':
    'वेंड का समय {at} पर समाप्त हुआ और पूरा रिफ़ंड हो गया: देर से आया परिणाम कुछ नहीं बदलता।',
  'A different result was already reported for this order.': 'इस {order} का कोई दूसरा परिणाम पहले ही भेजा जा चुका है।',
  'Slot {slot} is not a line of order {orderNo}.': 'स्लॉट {slot} {order} {orderNo} की पंक्ति नहीं है।',
  'Slot {slot}: {vended} vended but {qty} authorized.': 'स्लॉट {slot}: {qty} की अनुमति थी पर {vended} वेंड हुए।',
  'The result must report every line of the order: {slots} missing.':
    'परिणाम में {order} की हर पंक्ति होनी चाहिए: {slots} नहीं है।',
  'The feedback report has fixed columns: send it without columns.': 'फ़ीडबैक रिपोर्ट के कॉलम तय हैं: इसे बिना कॉलम के भेजें।',
  'Channel {id} is not one of yours.': 'चैनल {id} आपका नहीं है।',
  'Touchpoint {id} is not one of yours.': 'टचपॉइंट {id} आपका नहीं है।',
  "The report would hold more than {max} rows, your company's limit; narrow the filter or the period and send it again.":
    'रिपोर्ट में {max} से अधिक पंक्तियाँ होंगी, जो आपकी कंपनी की सीमा है; फ़िल्टर या अवधि सीमित करें और फिर से भेजें।',
  "This report's file was removed after {days} days: send the report again.":
    'इस रिपोर्ट की फ़ाइल {days} दिन बाद हटा दी गई: रिपोर्ट फिर से भेजें।',
  'This report is not ready yet: download it once it has been sent.':
    'यह रिपोर्ट अभी तैयार नहीं है: भेजे जाने के बाद इसे डाउनलोड करें।',
  "This report's file is no longer kept: send the report again.": 'इस रिपोर्ट की फ़ाइल अब नहीं रखी जाती: रिपोर्ट फिर से भेजें।',
  'The transaction report will be sent to your registered email.': 'लेन-देन रिपोर्ट आपके पंजीकृत ईमेल पर भेजी जाएगी।',
  'The feedback report will be sent to your registered email.': 'फ़ीडबैक रिपोर्ट आपके पंजीकृत ईमेल पर भेजी जाएगी।',
  'The audit log report will be sent to your registered email.': 'ऑडिट लॉग रिपोर्ट आपके पंजीकृत ईमेल पर भेजी जाएगी।',
  'The wallet transaction report will be sent to your registered email.':
    'वॉलेट लेन-देन रिपोर्ट आपके पंजीकृत ईमेल पर भेजी जाएगी।',
};
