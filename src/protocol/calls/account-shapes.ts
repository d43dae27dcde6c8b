// The exchange's shapes of the account calls (account.ts): the schemas of their bodies
// (account-bodies.ts), by the calls' names.
import * as B from './account-bodies';
import type { ACCOUNT_CALLS } from './account';
import type { ShapesFor } from './shapes';

export const ACCOUNT_SHAPES: ShapesFor<typeof ACCOUNT_CALLS> = {
  login: { input: B.LoginBody },
  loginVerify: { input: B.LoginVerifyBody },
  ssoLogin: { input: B.SsoLoginBody },
  signup: { input: B.SignupBody },
  ssoSignup: { input: B.SsoSignupBody },
  confirmResend: { input: B.EmailBody },
  confirm: { input: B.ConfirmBody },
  captchaRequired: { input: B.CaptchaRequiredBody },
  feedback: { input: B.FeedbackBody },
  loginsHist: { input: B.LimitBody },
  settings: { input: B.SettingsKeysBody },
  coreSettings: { input: B.SettingsKeysBody },
  settingsSet: { input: B.SettingsSetBody },
  settingsDel: { input: B.SettingsDelBody },
  token: { input: B.TokenBody },
  tokenDel: { input: B.TokenDelBody },
  tokenGenerate: { input: B.TokenGenerateBody },
  otpConfirm: { input: B.CodeBody },
  otpDisable: { input: B.CodeBody },
  apiKeyCreate: { input: B.ApiKeyCreateBody },
  twoFaChallenge: { input: B.TwoFaChallengeBody },
  keyRegister: { input: B.KeyRegisterBody },
  keyRemove: { input: B.KeyRemoveBody },
  loginKeyChallenge: { input: B.LoginKeyChallengeBody },
  apiKeyRevoke: { input: B.ApiKeyRevokeBody },
  subaccountBalances: { input: B.SubaccountBalancesBody },
  subaccountCreate: { input: B.SubaccountCreateBody },
  subaccountSwitch: { input: B.SubaccountSwitchBody },
  subaccountTransfer: { input: B.SubaccountTransferBody },
  compliance: { input: B.ComplianceBody },
  freezeRequest: { input: B.FreezeRequestBody },
  freezeLift: { input: B.FreezeLiftBody },
  securityChange: { input: B.SecurityChangeBody },
  securityApprove: { input: B.SecurityApproveBody },
  pgpUpdate: { input: B.PgpUpdateBody },
  pgpConfirm: { input: B.PgpConfirmBody },
};
