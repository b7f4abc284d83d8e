/**
 * The kit's words for issued secrets (deploy tokens, machine keys): the step that shows a new
 * secret once, and the columns every list of them shares (created by, last used, status, Revoke).
 */
export const kitCredentialsMessages = {
  en: {
    'secret.copied': 'Copied to the clipboard.',
    'secret.done': 'I Have Copied It',
    'credentials.by': 'by {name}',
    'credentials.lastUsed': 'Last Used',
    'credentials.never': 'Never',
    'credentials.status': 'Status',
    'credentials.revoked': 'Revoked',
    'credentials.action': 'Action',
    'credentials.revoke': 'Revoke',
  },
  hi: {
    'secret.copied': 'क्लिपबोर्ड पर कॉपी हो गया।',
    'secret.done': 'मैंने कॉपी कर लिया',
    'credentials.by': '{name} द्वारा',
    'credentials.lastUsed': 'अंतिम उपयोग',
    'credentials.never': 'कभी नहीं',
    'credentials.status': 'स्थिति',
    'credentials.revoked': 'रद्द',
    'credentials.action': 'कार्रवाई',
    'credentials.revoke': 'रद्द करें',
  },
} as const;
