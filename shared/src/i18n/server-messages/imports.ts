/** The server's messages of CSV imports: the file refused whole, and a row's failure. */
export const importsServerMessages: Readonly<Record<string, string>> = {
  'The file is larger than {mb} MB; split it into smaller files.': 'फ़ाइल {mb} MB से बड़ी है; इसे छोटी फ़ाइलों में बाँटें।',
  'Send the file as multipart/form-data: the field kind (and group_id for group members), then the file part "file".':
    'फ़ाइल multipart/form-data के रूप में भेजें: पहले फ़ील्ड kind (और समूह के सदस्यों के लिए group_id), फिर फ़ाइल वाला हिस्सा "file"।',
  'Attach the CSV file (the part named "file").': 'CSV फ़ाइल संलग्न करें ("file" नाम वाला हिस्सा)।',
  'Choose the group to import members into (group_id).': 'वह समूह चुनें जिसमें सदस्य आयात करने हैं (group_id)।',
  'The failed rows are ready once the import has ended.': 'विफल पंक्तियाँ आयात पूरा होने के बाद तैयार होती हैं।',
  'The file is not UTF-8 text. Save it as "CSV UTF-8" and upload it again.':
    'फ़ाइल UTF-8 टेक्स्ट नहीं है। इसे "CSV UTF-8" के रूप में सहेजें और फिर से अपलोड करें।',
  'Line {line}: a quote is left open.': 'पंक्ति {line}: एक उद्धरण चिह्न खुला रह गया है।',
  'a quote is left open.': 'एक उद्धरण चिह्न खुला रह गया है।',
  'Line {line}: the row is longer than {max} characters.': 'पंक्ति {line}: पंक्ति {max} अक्षरों से लंबी है।',
  'the row is longer than {max} characters.': 'पंक्ति {max} अक्षरों से लंबी है।',
  'Line {line}: the row has another number of cells than the header row.':
    'पंक्ति {line}: इस पंक्ति में हेडर पंक्ति से अलग संख्या में सेल हैं।',
  'the row has another number of cells than the header row.': 'इस पंक्ति में हेडर पंक्ति से अलग संख्या में सेल हैं।',
  'Line {line}: a quote closes in the middle of a cell.': 'पंक्ति {line}: एक उद्धरण चिह्न सेल के बीच में बंद होता है।',
  'a quote closes in the middle of a cell.': 'एक उद्धरण चिह्न सेल के बीच में बंद होता है।',
  'Line {line}: the file is not a CSV file this import can read.':
    'पंक्ति {line}: यह ऐसी CSV फ़ाइल नहीं है जिसे यह आयात पढ़ सके।',
  'the file is not a CSV file this import can read.': 'यह ऐसी CSV फ़ाइल नहीं है जिसे यह आयात पढ़ सके।',
  'The header row names the column "{name}" twice.': 'हेडर पंक्ति में कॉलम "{name}" दो बार है।',
  'This import does not take the columns {names}. Its columns are {columns}.':
    'यह आयात कॉलम {names} नहीं लेता। इसके कॉलम हैं: {columns}।',
  'This import does not take the column {names}. Its columns are {columns}.':
    'यह आयात कॉलम {names} नहीं लेता। इसके कॉलम हैं: {columns}।',
  'The header row lacks the columns {columns}.': 'हेडर पंक्ति में ये कॉलम नहीं हैं: {columns}।',
  'The header row lacks the column {columns}.': 'हेडर पंक्ति में यह कॉलम नहीं है: {columns}।',
  'The file is empty: it needs a header row, then a row per record.':
    'फ़ाइल खाली है: इसमें पहले हेडर पंक्ति, फिर हर रिकॉर्ड की एक पंक्ति चाहिए।',
  'The file has a header row but no rows to import.': 'फ़ाइल में हेडर पंक्ति है, पर आयात करने को कोई पंक्ति नहीं।',
  'The file has more than {max} rows; split it into smaller files.':
    'फ़ाइल में {max} से अधिक पंक्तियाँ हैं; इसे छोटी फ़ाइलों में बाँटें।',
  'Line {line}, column {column}: a cell may not start with =, +, -, @, a tab or a carriage return (a spreadsheet would run it as a formula).':
    'पंक्ति {line}, कॉलम {column}: सेल =, +, -, @, टैब या कैरिज रिटर्न से शुरू नहीं हो सकता (स्प्रेडशीट इसे फ़ॉर्मूला मानकर चलाएगी)।',
  'No customer has this mobile number.': 'किसी {customer} का यह मोबाइल नंबर नहीं है।',
  'A top-up adds money: amount must be greater than zero.': 'टॉप-अप पैसे जोड़ता है: amount शून्य से अधिक होनी चाहिए।',
  'This customer has no wallet with this wallet_id.': 'इस {customer} का इस wallet_id वाला कोई वॉलेट नहीं है।',
  'This customer has no primary wallet.': 'इस {customer} का कोई प्राथमिक वॉलेट नहीं है।',
};
