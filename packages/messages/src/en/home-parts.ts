// The home page's islands' words (pages/home: slides, popups, the rewards sign-up): an area of their own.
export const highlights = 'Highlights';
export const close = 'Close';
export const rewardsTitle = 'Rewards and guest lists';
export const rewardsIntro = 'Join our mailing list for early tickets, guest-list spots and a treat in your birthday week.';
export const joinRewards = 'Join our rewards list';
