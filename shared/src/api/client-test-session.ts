/** The signed-in operator the API client's tests call as. */
export const signedIn = {
  token: 'tok',
  expiresAt: new Date(Date.now() + 3600_000).toISOString(),
  data: {
    id: 1,
    module_id: 1,
    first_name: 'Asha',
    last_name: 'Rao',
    email: 'asha@demo.local',
    Role: { name: 'Admin', role_code: 'ROLE_COMPANY_ADMIN', permissions: ['PERM_VIEW_USERS_LIST'] },
  },
};
