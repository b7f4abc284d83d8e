/**
 * The shell's dialogs: licence expired, the idle warning, logout, unsaved changes. The licence
 * text's English is the contract's (the server's 402 says the same words).
 */
import { LICENCE_EXPIRED_TEXT } from '@console/shared/permissions';

export const dialogsMessages = {
  en: {
    'dialogs.licenceTitle': 'License Expired',
    'dialogs.licenceText.admin': LICENCE_EXPIRED_TEXT.admin,
    'dialogs.licenceText.staff': LICENCE_EXPIRED_TEXT.staff,
    'dialogs.ok': 'OK',
    'dialogs.idleTitle': 'Ideal State Warning',
    'dialogs.idleText': 'You will be logged out soon',
    'dialogs.logoutNow': 'Logout Now',
    'dialogs.stayLoggedIn': 'Stay Logged In',
    'dialogs.logoutTitle': 'Are you sure you want to logout?',
    'dialogs.logoutText': 'You will be signed out of your account and redirected to the login page.',
    'dialogs.yesLogout': 'Yes, Logout',
    'dialogs.cancel': 'Cancel',
    'dialogs.unsavedTitle': 'You currently have unsaved changes',
    'dialogs.unsavedText': 'Are you sure you want to exit without saving?',
    'dialogs.leave': 'Leave this page',
    'dialogs.stay': 'Stay on this page',
    'dialogs.discardTitle': 'Discard what you typed?',
    'dialogs.discardText': 'Going back closes the dialog, and what you typed in it is lost.',
    'dialogs.discard': 'Discard',
    'dialogs.keepEditing': 'Keep editing',
  },
  hi: {
    'dialogs.licenceTitle': 'लाइसेंस की अवधि समाप्त',
    'dialogs.licenceText.admin':
      'आपके लाइसेंस की अवधि समाप्त हो गई है। लाइसेंस नवीनीकृत करने के लिए अपने इंटीग्रेशन एडमिन या इंटीग्रेशन पार्टनर से संपर्क करें।',
    'dialogs.licenceText.staff': 'आपके लाइसेंस की अवधि समाप्त हो गई है। लाइसेंस नवीनीकृत करने के लिए अपने कंपनी एडमिन से संपर्क करें।',
    'dialogs.ok': 'ठीक है',
    'dialogs.idleTitle': 'निष्क्रियता की चेतावनी',
    'dialogs.idleText': 'आप जल्द ही लॉग आउट हो जाएँगे',
    'dialogs.logoutNow': 'अभी लॉग आउट करें',
    'dialogs.stayLoggedIn': 'लॉग इन रहें',
    'dialogs.logoutTitle': 'क्या आप सचमुच लॉग आउट करना चाहते हैं?',
    'dialogs.logoutText': 'आप अपने खाते से साइन आउट होंगे और लॉगिन पेज पर भेजे जाएँगे।',
    'dialogs.yesLogout': 'हाँ, लॉग आउट करें',
    'dialogs.cancel': 'रद्द करें',
    'dialogs.unsavedTitle': 'आपके कुछ बदलाव सहेजे नहीं गए हैं',
    'dialogs.unsavedText': 'क्या आप बिना सहेजे बाहर जाना चाहते हैं?',
    'dialogs.leave': 'यह पेज छोड़ें',
    'dialogs.stay': 'इसी पेज पर रहें',
    'dialogs.discardTitle': 'जो लिखा है उसे छोड़ दें?',
    'dialogs.discardText': 'पीछे जाने से डायलॉग बंद हो जाएगा और उसमें लिखा हुआ खो जाएगा।',
    'dialogs.discard': 'छोड़ दें',
    'dialogs.keepEditing': 'संपादन जारी रखें',
  },
} as const;
