/** What the security centre offers other pages: the sign-in's second step and the level's tag and progress. */
export { FactorProgress, LevelTag } from './LevelCard';
export { LoginSecondStep } from './LoginSecondStep';
