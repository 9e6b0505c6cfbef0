/** 0 normal site, 1 maintenance, 2 region restricted. Maintenance wins over restriction. */
export const SITE_STATUS = { normal: 0, maintenance: 1, restricted: 2 } as const;

/** Path of the boot call, usable without loading the schemas. */
export const STATUS_PATH = '/wps/system/status';
