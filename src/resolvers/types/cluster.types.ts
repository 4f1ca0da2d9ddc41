import { ObjectType } from 'type-graphql';
import { Controller } from '../../entities';
import { FilterablePageOf } from './common.types';

@ObjectType({ description: 'A page of the controller instances online on this database' })
export class ControllerList extends FilterablePageOf(Controller) {}
