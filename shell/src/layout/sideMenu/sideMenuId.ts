/** Id of the side menu element, which the header's menu button controls. */
export const SIDE_MENU_ID = 'side-menu';
