/**
 * The permission route table lives with the contracts (the API reads its paths to check a remote
 * before publishing it); the host's menu and route guards read it from here.
 */
export { HOME_PATH, SECTIONS, hostPaths, type MenuItem, type Section } from '@console/shared/contracts/route-table';
