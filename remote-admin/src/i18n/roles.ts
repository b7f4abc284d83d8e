/**
 * Role Management: list, form and details. The permission names themselves are the kit's
 * (`permission.<code>`, in the tenant's words), not this catalogue's.
 */
export const rolesMessages = {
  en: {
    'roles.title': 'Role Management',
    'roles.add': 'Add Role',
    'roles.edit': 'Edit Role',
    'roles.details': 'Role Details',
    'roles.noun': 'Role',
    'roles.nounPlural': 'Roles',
    'roles.pickerNoun': 'roles',
    'roles.column.roleCode': 'Role Code',
    'roles.column.permissions': 'Permissions',
    'roles.permissionsAll': 'All ({n})',
    'roles.permissionsOf': '{n} of {total}',
    'roles.roleCodeHelp': 'Leave empty to derive it from the name',
    'roles.users': 'Users',
    'roles.permissionsCount': 'Permissions ({n})',
    'roles.noPermissions': 'No permissions',
    'roles.inUseReason': 'Users hold this role: assign them another role first',
  },
  hi: {
    'roles.title': 'भूमिका प्रबंधन',
    'roles.add': 'भूमिका जोड़ें',
    'roles.edit': 'भूमिका संपादित करें',
    'roles.details': 'भूमिका का विवरण',
    'roles.noun': 'भूमिका',
    'roles.nounPlural': 'भूमिकाएँ',
    // Said inside the kit's picker hint ("{n} … में खोजने के लिए लिखें"), so in the oblique plural.
    'roles.pickerNoun': 'भूमिकाओं',
    'roles.column.roleCode': 'भूमिका कोड',
    'roles.column.permissions': 'अनुमतियाँ',
    'roles.permissionsAll': 'सभी ({n})',
    'roles.permissionsOf': '{total} में से {n}',
    'roles.roleCodeHelp': 'नाम से बनाने के लिए खाली छोड़ें',
    'roles.users': 'उपयोगकर्ता',
    'roles.permissionsCount': 'अनुमतियाँ ({n})',
    'roles.noPermissions': 'कोई अनुमति नहीं',
    'roles.inUseReason': 'यह भूमिका उपयोगकर्ताओं के पास है: पहले उन्हें कोई दूसरी भूमिका दें',
  },
} as const;
