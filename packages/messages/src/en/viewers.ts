// The carousel's and the image viewer's words (ui/carousel.tsx, ui/image-viewer.tsx): parts of content pages' islands, so an area of their own.
export const carousel = 'carousel';
export const slide = 'slide';
export const stopSlideShow = 'Stop automatic slide show';
export const startSlideShow = 'Start automatic slide show';
export const previousSlide = 'Previous slide';
export const nextSlide = 'Next slide';
export const slideOf = (position: number, count: number): string => `${position} of ${count}`;
export const showSlide = (position: number): string => `Show slide ${position}`;
export const closeViewer = 'Close viewer';
export const previousPicture = 'Previous picture';
export const nextPicture = 'Next picture';
