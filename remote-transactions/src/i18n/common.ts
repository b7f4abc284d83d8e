/** Words several transactions screens share: the period, the common filters and columns (status names are the kit's). */
export const commonMessages = {
  en: {
    'common.range': 'Time Range',
    'common.range.custom': 'Custom',
    'common.from': 'From',
    'common.to': 'To',
    'common.status': 'Status',
    'common.channel': 'Channel',
    'common.touchpoint': 'Touchpoint',
    'common.paymentStatus': 'Payment Status',
    'common.retry': 'Retry',
    'common.date': 'Date',
    'common.amount': 'Amount',
  },
  hi: {
    'common.range': 'समय सीमा',
    'common.range.custom': 'कस्टम',
    'common.from': 'से',
    'common.to': 'तक',
    'common.status': 'स्थिति',
    'common.channel': 'चैनल',
    'common.touchpoint': 'टचपॉइंट',
    'common.paymentStatus': 'भुगतान स्थिति',
    'common.retry': 'फिर से कोशिश करें',
    'common.date': 'तारीख़',
    'common.amount': 'राशि',
  },
} as const;
