/** /goods: the list, price bands, currency, sort, paging and an item. */
import { SEARCHES_KIND } from "../../catalog/searches.js";
import { foundListButton } from "../../core/doors.js";
import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";
import {
  goodsBand,
  goodsClear,
  goodsCurrency,
  goodsCurrencyMenu,
  goodsItem,
  goodsPage,
  goodsPriceMenu,
  goodsSort,
} from "./keyboards.js";

export const goods: Feature = {
  name: "goods",
  commands: ["goods"],
  composer,
  buttons: [
    goodsClear,
    goodsCurrency,
    goodsCurrencyMenu,
    foundListButton.goods,
    goodsItem,
    goodsPage,
    goodsBand,
    goodsPriceMenu,
    goodsSort,
  ],
  personKinds: [SEARCHES_KIND],
};
