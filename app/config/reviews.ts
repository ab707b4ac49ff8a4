/** The app key the local Yotpo stand-in answers for (the real one comes from YOTPO_APP_KEY). */
export const STAND_IN_YOTPO_APP_KEY = 'dhdemo-yotpo-app-key';
