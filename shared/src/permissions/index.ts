/** The permission codes live with the wire contracts (the server reads only those); this path stays for the apps. */
export * from '../contracts/permissions';
