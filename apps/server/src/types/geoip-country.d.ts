declare module 'geoip-country' {
  export type GeoCountry = { country: string; name: string; phone?: number[] };
  const geoip: { lookup(ip: string): GeoCountry | null };
  export default geoip;
}
