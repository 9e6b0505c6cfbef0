/** The agent centre's use cases by area, for the routes and the operator CLI. */
export * as agentUseCases from './agents.usecases.ts';
export * as agentMoney from './agent-money.usecases.ts';
export * as teamUseCases from './team.usecases.ts';
export * as teamReports from './team-reports.usecases.ts';
export * as teamPlayStats from './team-play-stats.ts';
