/** The frame's words, said before the shell loads: the loader, the toasts, the crash and route-error pages. */
export const frameMessages = {
  en: {
    'frame.loading': 'Loading',
    'frame.closeNotification': 'Close notification',
    'errors.newVersion': 'A new version is available',
    'errors.reload': 'Reload',
    'errors.crashTitle': 'Oops! Something went wrong.',
    'errors.crashText': 'The console hit an unexpected error. Your data is safe; try again or go back home.',
    'errors.tryAgain': 'Try Again',
    'errors.goHome': 'Go Home',
    'errors.reportIssue': 'Report Issue',
    'errors.contactSupport': 'Contact Support',
    'errors.updatedText':
      'The console was updated while this page was open. Reload to use the new version; your data is safe.',
    'errors.routeFailed': 'Unexpected Application Error!',
  },
  hi: {
    'frame.loading': 'लोड हो रहा है',
    'frame.closeNotification': 'सूचना बंद करें',
    'errors.newVersion': 'नया संस्करण उपलब्ध है',
    'errors.reload': 'फिर से लोड करें',
    'errors.crashTitle': 'ओह! कुछ गलत हो गया।',
    'errors.crashText': 'कंसोल में एक अनपेक्षित त्रुटि हुई। आपका डेटा सुरक्षित है; फिर कोशिश करें या होम पर लौटें।',
    'errors.tryAgain': 'फिर कोशिश करें',
    'errors.goHome': 'होम पर जाएँ',
    'errors.reportIssue': 'समस्या बताएँ',
    'errors.contactSupport': 'सहायता से संपर्क करें',
    'errors.updatedText': 'यह पेज खुला रहते कंसोल अपडेट हुआ। नया संस्करण इस्तेमाल करने के लिए फिर से लोड करें; आपका डेटा सुरक्षित है।',
    'errors.routeFailed': 'एप्लिकेशन में अनपेक्षित त्रुटि!',
  },
} as const;
