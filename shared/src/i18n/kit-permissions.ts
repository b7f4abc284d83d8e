/**
 * The permissions' names, as the role form's checklist and the role screens show them:
 * `permission.<code>` for each of `PERMISSIONS`. The people and transactions lists are named by the
 * tenant's nouns, so a tenant that renamed them reads its own words ("Employees").
 */
export const kitPermissionsMessages = {
  en: {
    'permission.PERM_VIEW_USERS_LIST': 'Users',
    'permission.PERM_VIEW_CHANNEL_LIST': 'Channels',
    'permission.PERM_VIEW_TOUCHPOINT_LIST': 'Touchpoints',
    'permission.PERM_VIEW_TOUCHPOINT_GROUP_LIST': 'Touchpoint Groups',
    'permission.PERM_VIEW_INSTITUTION_LIST': 'Institutions',
    'permission.PERM_VIEW_CUSTOMER_LIST': '{customers}',
    'permission.PERM_VIEW_CUSTOMER_GROUP_LIST': 'Employee Groups',
    'permission.PERM_VIEW_WALLET_LIST': 'Employee Wallets',
    'permission.PERM_VIEW_RULE_LIST': 'Rules',
    'permission.PERM_VIEW_TRANSACTION_LIST': '{transactions}',
  },
  hi: {
    'permission.PERM_VIEW_USERS_LIST': 'उपयोगकर्ता',
    'permission.PERM_VIEW_CHANNEL_LIST': 'चैनल',
    'permission.PERM_VIEW_TOUCHPOINT_LIST': 'टचपॉइंट',
    'permission.PERM_VIEW_TOUCHPOINT_GROUP_LIST': 'टचपॉइंट समूह',
    'permission.PERM_VIEW_INSTITUTION_LIST': 'संस्थान',
    'permission.PERM_VIEW_CUSTOMER_LIST': '{customers}',
    'permission.PERM_VIEW_CUSTOMER_GROUP_LIST': 'कर्मचारी समूह',
    'permission.PERM_VIEW_WALLET_LIST': 'कर्मचारी वॉलेट',
    'permission.PERM_VIEW_RULE_LIST': 'नियम',
    'permission.PERM_VIEW_TRANSACTION_LIST': '{transactions}',
  },
} as const;
