import { agriEnergyDrawings } from './agri-energy.js';
import { beautyFashionDrawings } from './beauty.js';
import { foodDrawings } from './food.js';
import { hardwareDrawings } from './hardware.js';
import { homeDrawings } from './home.js';
import { packagingDrawings } from './packaging.js';
import { serviceDrawings } from './services.js';

/** Every drawing of the demo catalog by product family; demo-image-families.ts says who gets which. */
export const drawings = {
  ...packagingDrawings,
  ...hardwareDrawings,
  ...homeDrawings,
  ...foodDrawings,
  ...beautyFashionDrawings,
  ...agriEnergyDrawings,
  ...serviceDrawings,
} satisfies Record<string, string>;

export type DrawingFamily = keyof typeof drawings;
export const drawingFamilies = Object.keys(drawings) as DrawingFamily[];
