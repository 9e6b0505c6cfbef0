/** Codes a registration link may carry: ?affiliateCode= (or ?code=) and ?referralCode=. */
export function readUrlCodes(search = window.location.search): { affiliateCode: string; referralCode: string } {
  const params = new URLSearchParams(search);
  return {
    affiliateCode: (params.get('affiliateCode') ?? params.get('code') ?? '').trim(),
    referralCode: (params.get('referralCode') ?? '').trim(),
  };
}
