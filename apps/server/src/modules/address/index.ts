/**
 * The address book and the Thai address levels (province → district → sub-district →
 * postcode) the address form chooses from.
 */
import { defineModule } from '../../http/operations.ts'
import {
  addAddress,
  deleteAddress,
  getAddressForm,
  listAddresses,
  saveShippingAddress,
  updateAddress,
} from './addresses.ts'
import { getDistrictsByProvince, getStatesByCountry } from './regions.ts'

export const addressModule = defineModule(() => ({
  name: 'address',
  v2: {
    listAddresses,
    getAddressForm,
    updateAddress,
    deleteAddress,
    addAddress,
    saveShippingAddress,
    getStatesByCountry,
    getDistrictsByProvince,
  },
}))
