/**
 * The server's validation wording of one field (`{field} is required`): a field's error, and the
 * parts of a request's validation message, which joins its fields' with "; " (the first
 * capitalised) and ends with a full stop.
 */
export const validationServerMessages: Readonly<Record<string, string>> = {
  '{field} is required': '{field} आवश्यक है',
  '{field} is not an allowed field': '{field} फ़ील्ड की अनुमति नहीं है',
  '{field} contains characters that are not allowed': '{field} में ऐसे अक्षर हैं जिनकी अनुमति नहीं है',
  '{field} must be a valid email address': '{field} मान्य ईमेल पता होना चाहिए',
  '{field} must be a valid {format}': '{field} मान्य {format} होना चाहिए',
  '{field} must be at least {limit} characters': '{field} कम से कम {limit} अक्षरों का होना चाहिए',
  '{field} must be at most {limit} characters': '{field} अधिकतम {limit} अक्षरों का होना चाहिए',
  '{field} must be {comparison} {limit}': '{field} {comparison} {limit} होना चाहिए',
  '{field} must be an {type}': '{field} {type} होना चाहिए',
  '{field} must be a {type}': '{field} {type} होना चाहिए',
  '{field} has a value that is not allowed': '{field} का मान अनुमत नहीं है',
  '{field} must have at least {limit} items': '{field} में कम से कम {limit} आइटम होने चाहिए',
  '{field} must have at most {limit} items': '{field} में अधिकतम {limit} आइटम हो सकते हैं',
  '{field} must not repeat items': '{field} में आइटम दोहराए नहीं जा सकते',
  '{field} is invalid': '{field} अमान्य है',
  '{field} must be a whole number written in digits (e.g. 42)': '{field} अंकों में लिखी पूर्ण संख्या होनी चाहिए (जैसे 42)',
};
