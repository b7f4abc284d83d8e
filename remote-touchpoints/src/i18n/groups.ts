/** Touchpoint Groups: the words the kit's group pages are given for them. */
export const groupsMessages = {
  en: {
    'groups.noun': 'Touchpoint Group',
    'groups.title': 'Touchpoint Groups',
    'groups.subtitle': "Groups of touchpoints an institution's rules apply to",
    'groups.linkedInstitutions': 'Linked Institutions',
    'groups.linked.one': 'This group is linked to the institution {names}; unlink it there first',
    'groups.linked.other': 'This group is linked to the institutions {names}; unlink it there first',
  },
  hi: {
    'groups.noun': 'टचपॉइंट समूह',
    'groups.title': 'टचपॉइंट समूह',
    'groups.subtitle': 'टचपॉइंट के समूह जिन पर किसी संस्था के नियम लागू होते हैं',
    'groups.linkedInstitutions': 'जुड़ी संस्थाएँ',
    'groups.linked.one': 'यह समूह संस्था {names} से जुड़ा है; पहले वहाँ से इसे अलग करें',
    'groups.linked.other': 'यह समूह संस्थाओं {names} से जुड़ा है; पहले वहाँ से इसे अलग करें',
  },
} as const;
