/** The server's messages of customers, wallets, postpaid requests, fund movements and bulk credits. */
export const peopleServerMessages: Readonly<Record<string, string>> = {
  'This RFID is already linked to another customer.': 'यह RFID पहले से किसी दूसरे {customer} से जुड़ा है।',
  'This mobile number already belongs to another customer.': 'यह मोबाइल नंबर पहले से किसी दूसरे {customer} का है।',
  'This customer cannot be deleted while a wallet holds a balance: {wallets}. Bring every wallet to ₹0.00 first.':
    'किसी वॉलेट में शेष राशि रहते यह {customer} हटाया नहीं जा सकता: {wallets}। पहले हर वॉलेट को ₹0.00 पर लाएँ।',
  'This customer already has a primary wallet.': 'इस {customer} का पहले से एक प्राथमिक वॉलेट है।',
  'customer_id does not name a customer of your company.': 'customer_id आपकी कंपनी के किसी {customer} का नहीं है।',
  'customer_id cannot change: a wallet stays with its customer.':
    'customer_id नहीं बदल सकता: वॉलेट अपने {customer} के पास ही रहता है।',
  'A prepaid wallet becomes postpaid only through an approved request: use Request Postpaid.':
    'प्रीपेड वॉलेट केवल स्वीकृत अनुरोध से पोस्टपेड बनता है: पोस्टपेड का अनुरोध चुनें।',
  'A postpaid wallet becomes prepaid only through Convert to Prepaid, by the company admin.':
    'पोस्टपेड वॉलेट केवल कंपनी एडमिन के प्रीपेड में बदलें से प्रीपेड बनता है।',
  'This wallet is already prepaid.': 'यह वॉलेट पहले से प्रीपेड है।',
  'This wallet is already postpaid.': 'यह वॉलेट पहले से पोस्टपेड है।',
  'A wallet with a non-zero balance cannot be deleted.': 'जिस वॉलेट में शेष राशि शून्य नहीं है, उसे हटाया नहीं जा सकता।',
  'credit_limit must be an amount in rupees with at most two decimals.':
    'credit_limit रुपयों में अधिकतम दो दशमलव अंकों वाली राशि होनी चाहिए।',
  'credit_limit must be more than ₹0.00.': 'credit_limit ₹0.00 से अधिक होनी चाहिए।',
  'credit_limit must not be negative.': 'credit_limit ऋणात्मक नहीं हो सकती।',
  'credit_limit must be at most ₹10,00,000.': 'credit_limit अधिकतम ₹10,00,000 हो सकती है।',
  "credit_limit must be at most {max}, your company's maximum.":
    'credit_limit अधिकतम {max} हो सकती है, जो आपकी कंपनी की सीमा है।',
  'Only a postpaid wallet has a credit limit; a prepaid wallet’s is 0.':
    'क्रेडिट सीमा केवल पोस्टपेड वॉलेट की होती है; प्रीपेड वॉलेट की सीमा 0 है।',
  'The balance is {amount} and a prepaid wallet cannot go below ₹0.00; settle the balance first.':
    'शेष राशि {amount} है और प्रीपेड वॉलेट ₹0.00 से नीचे नहीं जा सकता; पहले शेष राशि चुकाएँ।',
  'The balance is {amount}, below the credit limit of {creditLimit}; settle the balance or keep a higher limit.':
    'शेष राशि {amount} है, जो {creditLimit} की क्रेडिट सीमा से नीचे है; शेष राशि चुकाएँ या अधिक सीमा रखें।',
  'This wallet already has a pending request to become postpaid.': 'इस वॉलेट का पोस्टपेड बनने का एक अनुरोध पहले से लंबित है।',
  'This request was already {status}.': 'यह अनुरोध पहले ही {status} हो चुका है।',
  'The wallet of this request was deleted; reject the request instead.':
    'इस अनुरोध का वॉलेट हटा दिया गया है; इसके बजाय अनुरोध अस्वीकार करें।',
  '{field} must not be empty.': '{field} खाली नहीं हो सकता।',
  Required: 'आवश्यक',
  'transaction_amount must be an amount in rupees with at most two decimals.':
    'transaction_amount रुपयों में अधिकतम दो दशमलव अंकों वाली राशि होनी चाहिए।',
  'transaction_amount must not be zero.': 'transaction_amount शून्य नहीं हो सकती।',
  'transaction_amount must be at most ₹10,00,000 per movement.':
    'transaction_amount एक लेन-देन में अधिकतम ₹10,00,000 हो सकती है।',
  'This Idempotency-Key was already used with different parameters.':
    'यह Idempotency-Key पहले ही अलग पैरामीटर के साथ इस्तेमाल हो चुकी है।',
  'The wallet is inactive: no funds move in or out.': 'वॉलेट निष्क्रिय है: इसमें न पैसे आ सकते हैं, न जा सकते हैं।',
  'Insufficient credit: the balance is {amount} and the credit limit {creditLimit}.':
    'अपर्याप्त क्रेडिट: शेष राशि {amount} है और क्रेडिट सीमा {creditLimit}।',
  'Insufficient balance: the wallet holds {amount}.': 'अपर्याप्त शेष राशि: वॉलेट में {amount} है।',
  'A reversal cannot itself be reversed; move the amount again.':
    'रिवर्सल को फिर से रिवर्स नहीं किया जा सकता; राशि दोबारा जोड़ें या घटाएँ।',
  'A reversal moves exactly the opposite amount of its original.': 'रिवर्सल में मूल लेन-देन की ठीक उलटी राशि जाती है।',
  'Movement {id} was already reversed.': 'लेन-देन {id} पहले ही रिवर्स हो चुका है।',
  'This bulk credit is still running; wait for it to finish.': 'यह बल्क क्रेडिट अभी चल रहा है; इसके पूरा होने की प्रतीक्षा करें।',
  'A bulk credit adds money: transaction_amount must be greater than zero.':
    'बल्क क्रेडिट पैसे जोड़ता है: transaction_amount शून्य से अधिक होनी चाहिए।',
  'Not applied (a server error); run the batch again to settle it.':
    'लागू नहीं हुआ (सर्वर त्रुटि); इसे निपटाने के लिए बैच फिर से चलाएँ।',
  'The wallet is deleted.': 'वॉलेट हटा दिया गया है।',
  'The wallet is inactive.': 'वॉलेट निष्क्रिय है।',
};
