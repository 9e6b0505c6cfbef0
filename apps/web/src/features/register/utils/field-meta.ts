import type { ParseKeys } from 'i18next';
import type { RegisterField } from '@arcadia/contracts';

type Meta = {
  label: ParseKeys;
  placeholder: ParseKeys;
  type?: 'text' | 'password' | 'email' | 'tel';
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
};

/** Labels, placeholders and input kinds of every registration field. */
export const FIELD_META: Record<RegisterField, Meta> = {
  username: { label: 'register.fields.username', placeholder: 'register.placeholders.username' },
  password: { label: 'register.fields.password', placeholder: 'register.placeholders.password', type: 'password' },
  confirmPassword: {
    label: 'register.fields.confirmPassword',
    placeholder: 'register.placeholders.confirmPassword',
    type: 'password',
  },
  mobileNum: {
    label: 'register.fields.mobileNum',
    placeholder: 'register.placeholders.mobileNum',
    type: 'tel',
    inputMode: 'tel',
  },
  verificationCode: {
    label: 'register.fields.verificationCode',
    placeholder: 'register.placeholders.verificationCode',
    inputMode: 'numeric',
  },
  payeeName: { label: 'register.fields.payeeName', placeholder: 'register.placeholders.payeeName' },
  paymentPassword: {
    label: 'register.fields.paymentPassword',
    placeholder: 'register.placeholders.paymentPassword',
    type: 'password',
    inputMode: 'numeric',
  },
  qqNum: { label: 'register.fields.qqNum', placeholder: 'register.placeholders.qqNum', inputMode: 'numeric' },
  line: { label: 'register.fields.line', placeholder: 'register.placeholders.line' },
  whatsapp: { label: 'register.fields.whatsapp', placeholder: 'register.placeholders.whatsapp', inputMode: 'tel' },
  zalo: { label: 'register.fields.zalo', placeholder: 'register.placeholders.zalo', inputMode: 'tel' },
  facebook: { label: 'register.fields.facebook', placeholder: 'register.placeholders.facebook' },
  wechat: { label: 'register.fields.wechat', placeholder: 'register.placeholders.wechat' },
  idNumber: { label: 'register.fields.idNumber', placeholder: 'register.placeholders.idNumber' },
  email: {
    label: 'register.fields.email',
    placeholder: 'register.placeholders.email',
    type: 'email',
    inputMode: 'email',
  },
  affiliateCode: { label: 'register.fields.affiliateCode', placeholder: 'register.placeholders.affiliateCode' },
  captcha: { label: 'register.fields.captcha', placeholder: 'register.placeholders.captcha' },
};

/** Which field a server error code belongs to, when the envelope names none. */
export const CODE_FIELDS: Record<string, RegisterField> = {
  'register.username_taken': 'username',
  'register.mobile_taken': 'mobileNum',
  'register.invitation_code_error': 'affiliateCode',
  'auth.captcha_invalid': 'captcha',
  'captcha.invalid': 'captcha',
  'mobile.invalid': 'mobileNum',
  'sms.code_invalid': 'verificationCode',
  'sms.code_expired': 'verificationCode',
  'sms.attempts_exceeded': 'verificationCode',
};
