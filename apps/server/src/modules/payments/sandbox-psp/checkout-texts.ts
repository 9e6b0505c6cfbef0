import { normaliseLanguage, type Language } from '@arcadia/contracts';

/** The hosted checkout page's words in each site language (the page opens with ?lang=<member's>). */
export type CheckoutTexts = {
  tagline: string;
  title: string;
  amount: string;
  for: string;
  order: string;
  pay: string;
  cancel: string;
  note: string;
  paid: string;
  cancelled: string;
  open: string;
  missing: string;
  back: string;
};

const TEXTS: Record<Language, CheckoutTexts> = {
  en: {
    tagline: 'Test payments: no real money moves.',
    title: 'Sandbox Pay checkout',
    amount: 'Amount to pay',
    for: 'For',
    order: 'Order',
    pay: 'Pay',
    cancel: 'Cancel',
    note: 'After you choose, the payment provider notifies the site within a few seconds.',
    paid: 'Payment received. The site credits your wallet in a few seconds.',
    cancelled: 'Payment cancelled. Nothing was charged.',
    open: 'This payment is still open.',
    missing: 'This checkout does not exist or has expired.',
    back: 'Back to the site',
  },
  pt: {
    tagline: 'Pagamentos de teste: nenhum dinheiro real é movimentado.',
    title: 'Pagamento Sandbox Pay',
    amount: 'Valor a pagar',
    for: 'Para',
    order: 'Pedido',
    pay: 'Pagar',
    cancel: 'Cancelar',
    note: 'Depois da sua escolha, o provedor de pagamento avisa o site em poucos segundos.',
    paid: 'Pagamento recebido. O site credita sua carteira em poucos segundos.',
    cancelled: 'Pagamento cancelado. Nada foi cobrado.',
    open: 'Este pagamento ainda está em aberto.',
    missing: 'Este pagamento não existe ou expirou.',
    back: 'Voltar ao site',
  },
  zh: {
    tagline: '测试支付：不会产生真实资金流动。',
    title: 'Sandbox Pay 收银台',
    amount: '应付金额',
    for: '用途',
    order: '订单',
    pay: '支付',
    cancel: '取消',
    note: '选择后，支付服务商会在几秒内通知网站。',
    paid: '已收到付款。网站将在几秒内为您的钱包入账。',
    cancelled: '付款已取消，未扣任何费用。',
    open: '此付款仍未完成。',
    missing: '此付款不存在或已过期。',
    back: '返回网站',
  },
  id: {
    tagline: 'Pembayaran uji coba: tidak ada uang sungguhan yang berpindah.',
    title: 'Pembayaran Sandbox Pay',
    amount: 'Jumlah yang dibayar',
    for: 'Untuk',
    order: 'Pesanan',
    pay: 'Bayar',
    cancel: 'Batal',
    note: 'Setelah Anda memilih, penyedia pembayaran memberi tahu situs dalam beberapa detik.',
    paid: 'Pembayaran diterima. Situs akan mengkredit dompet Anda dalam beberapa detik.',
    cancelled: 'Pembayaran dibatalkan. Tidak ada yang ditagih.',
    open: 'Pembayaran ini masih terbuka.',
    missing: 'Pembayaran ini tidak ada atau sudah kedaluwarsa.',
    back: 'Kembali ke situs',
  },
  th: {
    tagline: 'การชำระเงินทดสอบ: ไม่มีการเคลื่อนไหวของเงินจริง',
    title: 'ชำระเงินผ่าน Sandbox Pay',
    amount: 'ยอดที่ต้องชำระ',
    for: 'สำหรับ',
    order: 'คำสั่งซื้อ',
    pay: 'ชำระ',
    cancel: 'ยกเลิก',
    note: 'หลังจากคุณเลือก ผู้ให้บริการชำระเงินจะแจ้งเว็บไซต์ภายในไม่กี่วินาที',
    paid: 'ได้รับการชำระเงินแล้ว เว็บไซต์จะเติมเงินเข้ากระเป๋าของคุณในไม่กี่วินาที',
    cancelled: 'ยกเลิกการชำระเงินแล้ว ไม่มีการเรียกเก็บเงิน',
    open: 'การชำระเงินนี้ยังไม่เสร็จสิ้น',
    missing: 'ไม่พบการชำระเงินนี้หรือหมดอายุแล้ว',
    back: 'กลับไปที่เว็บไซต์',
  },
  vi: {
    tagline: 'Thanh toán thử: không có tiền thật nào được chuyển.',
    title: 'Thanh toán Sandbox Pay',
    amount: 'Số tiền cần trả',
    for: 'Cho',
    order: 'Đơn hàng',
    pay: 'Thanh toán',
    cancel: 'Hủy',
    note: 'Sau khi bạn chọn, nhà cung cấp thanh toán sẽ báo cho trang web trong vài giây.',
    paid: 'Đã nhận thanh toán. Trang web sẽ cộng tiền vào ví của bạn trong vài giây.',
    cancelled: 'Đã hủy thanh toán. Không có khoản nào bị trừ.',
    open: 'Khoản thanh toán này vẫn đang mở.',
    missing: 'Khoản thanh toán này không tồn tại hoặc đã hết hạn.',
    back: 'Quay lại trang web',
  },
};

/** The page's language: the `lang` the site put in the checkout link, else English. */
export function checkoutLanguage(raw: string | undefined): Language {
  return normaliseLanguage(raw) ?? 'en';
}

export const checkoutTexts = (language: Language): CheckoutTexts => TEXTS[language];
