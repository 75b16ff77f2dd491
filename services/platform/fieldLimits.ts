// GENERATED FILE, do not edit: the bounds of the platform's request fields (its OpenAPI document).
// Regenerate with `npm run contract` (scripts/contract.mts); `npm run contract:check` fails on drift.
export const FIELD_LIMITS = {
  '/autoLogin': {
    t: {
      maxLength: 200,
    },
  },
  '/bonuswheel/complete': {
    reference: {
      maxLength: 64,
    },
  },
  '/games/favourites/add': {
    gameId: {
      minimum: 1,
      maximum: 2147483647,
    },
  },
  '/games/favourites/remove': {
    gameId: {
      minimum: 1,
      maximum: 2147483647,
    },
  },
  '/login': {
    email: {
      maxLength: 254,
    },
    password: {
      maxLength: 200,
    },
  },
  '/payment/cancelWithdraw': {
    reference: {
      maxLength: 100,
    },
  },
  '/payment/confirmDeposit': {
    amount: {
      minimum: -1000000000,
      maximum: 1000000000,
    },
    method: {
      maxLength: 50,
    },
    storedDetailReference: {
      maxLength: 100,
    },
    currency: {
      maxLength: 3,
    },
    returnUrl: {
      maxLength: 1000,
    },
    campaignId: {
      minimum: 1,
      maximum: 1000000,
    },
    idempotencyKey: {
      minLength: 8,
      maxLength: 100,
    },
  },
  '/payment/depositStatus': {
    token: {
      maxLength: 200,
    },
  },
  '/payment/initDeposit': {
    amount: {
      minimum: -1000000000,
      maximum: 1000000000,
    },
    method: {
      maxLength: 50,
    },
    currency: {
      maxLength: 3,
    },
    returnUrl: {
      maxLength: 1000,
    },
    campaignId: {
      minimum: 1,
      maximum: 1000000,
    },
    idempotencyKey: {
      minLength: 8,
      maxLength: 100,
    },
  },
  '/payment/initLogin': {
    method: {
      minLength: 1,
      maxLength: 50,
    },
    returnUrl: {
      maxLength: 1000,
    },
  },
  '/payment/loginStatus': {
    token: {
      maxLength: 200,
    },
  },
  '/payment/prefillDeposit': {
    address: {
      maxLength: 200,
    },
    houseNumber: {
      maxLength: 20,
    },
    phoneNumber: {
      maxLength: 30,
    },
    city: {
      maxLength: 100,
    },
    zipCode: {
      maxLength: 20,
    },
  },
  '/payment/withdraw': {
    amount: {
      minimum: -1000000000,
      maximum: 1000000000,
    },
    method: {
      maxLength: 50,
    },
    idempotencyKey: {
      minLength: 8,
      maxLength: 100,
    },
  },
  '/player/activate': {
    activationCode: {
      maxLength: 100,
    },
  },
  '/player/addPassword': {
    password: {
      maxLength: 200,
    },
    confirmPassword: {
      maxLength: 200,
    },
  },
  '/player/bonuses/freeSpins/cancel': {
    freeSpinsBonusId: {
      minimum: 1,
      maximum: 9007199254740991,
    },
  },
  '/player/completeAccount': {
    nickName: {
      maxLength: 50,
    },
    email: {
      maxLength: 254,
    },
    countryCode: {
      maxLength: 6,
    },
    phoneNumber: {
      maxLength: 30,
    },
    password: {
      maxLength: 200,
    },
    confirmPassword: {
      maxLength: 200,
    },
  },
  '/player/convertLoyaltyPoints': {
    pointAmount: {
      minimum: -1000000000,
      maximum: 1000000000,
    },
  },
  '/player/documentUpload': {
    name: {
      maxLength: 200,
    },
  },
  '/player/email': {
    email: {
      maxLength: 254,
    },
    password: {
      maxLength: 128,
    },
  },
  '/player/email/verify': {
    code: {
      maxLength: 20,
    },
  },
  '/player/limit/coolOff': {
    coolOffDays: {
      minimum: 0,
      maximum: 1000,
    },
    password: {
      maxLength: 200,
    },
  },
  '/player/limit/loss': {
    dailyAmount: {
      minimum: -1000000000,
      maximum: 1000000000,
    },
    weeklyAmount: {
      minimum: -1000000000,
      maximum: 1000000000,
    },
    monthlyAmount: {
      minimum: -1000000000,
      maximum: 1000000000,
    },
  },
  '/player/limit/time': {
    realityCheckInterval: {
      minimum: 0,
      maximum: 10000,
    },
  },
  '/player/modifyForgotPassword': {
    activationCode: {
      maxLength: 100,
    },
    password: {
      maxLength: 200,
    },
    confirmPassword: {
      maxLength: 200,
    },
  },
  '/player/nickname': {
    nickname: {
      maxLength: 50,
    },
  },
  '/player/phonenumber': {
    phonenumber: {
      maxLength: 30,
    },
    password: {
      maxLength: 128,
    },
  },
  '/player/registerPlayer': {
    email: {
      maxLength: 254,
    },
    password: {
      maxLength: 200,
    },
    confirmPassword: {
      maxLength: 200,
    },
    country: {
      maxLength: 3,
    },
    registrationCurrency: {
      maxLength: 3,
    },
    language: {
      maxLength: 2,
    },
    nickName: {
      maxLength: 50,
    },
    firstName: {
      maxLength: 100,
    },
    lastName: {
      maxLength: 100,
    },
    birthDate: {
      maxLength: 10,
    },
    address: {
      maxLength: 200,
    },
    zipCode: {
      maxLength: 20,
    },
    city: {
      maxLength: 100,
    },
    promoCode: {
      maxLength: 50,
    },
    phoneNumber: {
      maxLength: 30,
    },
    houseNumber: {
      maxLength: 20,
    },
    affiliateReference: {
      maxLength: 64,
    },
  },
  '/player/support/contact': {
    message: {
      minLength: 10,
      maxLength: 2000,
    },
  },
  '/player/triggerForgotPassword': {
    email: {
      maxLength: 254,
    },
    birthDate: {
      maxLength: 10,
    },
  },
  '/player/updateFields': {
    firstName: {
      maxLength: 100,
    },
    lastName: {
      maxLength: 100,
    },
    address: {
      maxLength: 200,
    },
    zipCode: {
      maxLength: 20,
    },
    city: {
      maxLength: 100,
    },
    phoneNumber: {
      maxLength: 30,
    },
    nickName: {
      maxLength: 50,
    },
    houseNumber: {
      maxLength: 20,
    },
  },
  '/player/updatePassword': {
    oldPassword: {
      maxLength: 200,
    },
    password: {
      maxLength: 200,
    },
    confirmPassword: {
      maxLength: 200,
    },
  },
  '/player/validate/email': {
    email: {
      maxLength: 254,
    },
  },
  '/player/validate/nickname': {
    nickname: {
      maxLength: 50,
    },
  },
  '/player/validate/phone': {
    phonenumber: {
      maxLength: 30,
    },
    countryCode: {
      maxLength: 6,
    },
  },
  '/player/verifyEmailShortCode': {
    code: {
      maxLength: 20,
    },
  },
  '/player/verifySmsShortCode': {
    code: {
      maxLength: 20,
    },
  },
  '/user/avatar': {
    avatar: {
      minimum: 1,
      maximum: 29,
    },
  },
} as const;
