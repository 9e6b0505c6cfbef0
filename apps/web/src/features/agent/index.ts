/** The agent centre (spec portal.md section 2): opened by name through the modal store. */
export const loadAgentCentreModal = () => import('./components/agent-centre-modal');
