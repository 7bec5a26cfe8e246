/* eslint-disable */
// @ts-nocheck
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from services/leads/validation/schemas.ts (precompiled validators); edit the
 * schemas and run it again.
 */
"use strict";
export const contact = validate14;
const schema16 = {"type":"object","required":["firstName","lastName","email","phone","zip"],"properties":{"firstName":{"type":"string","pattern":"\\S","errorMessage":{"type":"First Name is required.","pattern":"First Name is required."}},"lastName":{"type":"string","pattern":"\\S","errorMessage":{"type":"Last Name is required.","pattern":"Last Name is required."}},"email":{"type":"string","pattern":"\\S","errorMessage":{"type":"Email is required.","pattern":"Email is required.","if":"Enter a valid email address."},"if":{"type":"string","pattern":"\\S"},"then":{"type":"string","pattern":"^\\s*[^\\s@,]+@[^\\s@,]+\\.[^\\s@,]+\\s*$","errorMessage":"Enter a valid email address."}},"phone":{"type":"string","pattern":"\\S","errorMessage":{"type":"Phone is required.","pattern":"Phone is required.","if":"Enter a valid phone number."},"if":{"type":"string","pattern":"\\S"},"then":{"type":"string","pattern":"^\\s*(\\([2-9][0-9]{2}\\)|[2-9][0-9]{2})[-\\s]?[0-9]{3}[-\\s]?[0-9]{4}\\s*$","errorMessage":"Enter a valid phone number."}},"zip":{"type":"string","pattern":"\\S","errorMessage":{"type":"ZIP is required.","pattern":"ZIP is required.","if":"Enter a five digit ZIP code."},"if":{"type":"string","pattern":"\\S"},"then":{"type":"string","pattern":"^\\s*[0-9]{5}","errorMessage":"Enter a five digit ZIP code."}},"referralCode":{"type":"string"},"do_you_have_a_security_system":{"type":"string","enum":["Yes","No"],"errorMessage":"This field is required."}},"errorMessage":{"required":{"firstName":"First Name is required.","lastName":"Last Name is required.","email":"Email is required.","phone":"Phone is required.","zip":"ZIP is required."}},"$id":"contact-rules-contact"};
const pattern0 = new RegExp("\\S", "u");
const pattern3 = new RegExp("^\\s*[^\\s@,]+@[^\\s@,]+\\.[^\\s@,]+\\s*$", "u");
const pattern6 = new RegExp("^\\s*(\\([2-9][0-9]{2}\\)|[2-9][0-9]{2})[-\\s]?[0-9]{3}[-\\s]?[0-9]{4}\\s*$", "u");
const pattern9 = new RegExp("^\\s*[0-9]{5}", "u");
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="contact-rules-contact" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.firstName === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.lastName === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.email === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.phone === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phone"},message:"must have required property '"+"phone"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.zip === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "zip"},message:"must have required property '"+"zip"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.firstName !== undefined){
let data0 = data.firstName;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err5 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[],"pattern":[]};
const templates0 = {};
for(const err7 of vErrors){
if((((((err7.keyword !== "errorMessage") && (!err7.emUsed)) && (err7.instancePath === instancePath+"/firstName")) && (err7.keyword in emErrors0)) && (err7.schemaPath.indexOf("#/properties/firstName") === 0)) && (/^\/[^\/]*$/.test(err7.schemaPath.slice(22)))){
emErrors0[err7.keyword].push(err7);
err7.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err8 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema16.properties.firstName.errorMessage[key0]};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
const emErrs0 = [];
for(const err9 of vErrors){
if(!err9.emUsed){
emErrs0.push(err9);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.lastName !== undefined){
let data1 = data.lastName;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err10 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"type":[],"pattern":[]};
const templates1 = {};
for(const err12 of vErrors){
if((((((err12.keyword !== "errorMessage") && (!err12.emUsed)) && (err12.instancePath === instancePath+"/lastName")) && (err12.keyword in emErrors1)) && (err12.schemaPath.indexOf("#/properties/lastName") === 0)) && (/^\/[^\/]*$/.test(err12.schemaPath.slice(21)))){
emErrors1[err12.keyword].push(err12);
err12.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err13 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema16.properties.lastName.errorMessage[key1]};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
const emErrs1 = [];
for(const err14 of vErrors){
if(!err14.emUsed){
emErrs1.push(err14);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.email !== undefined){
let data2 = data.email;
const _errs7 = errors;
let valid1 = true;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err15 = {};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
var _valid0 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs10 = errors;
if(typeof data2 === "string"){
if(!pattern3.test(data2)){
const err17 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/then/pattern",keyword:"pattern",params:{pattern: "^\\s*[^\\s@,]+@[^\\s@,]+\\.[^\\s@,]+\\s*$"},message:"must match pattern \""+"^\\s*[^\\s@,]+@[^\\s@,]+\\.[^\\s@,]+\\s*$"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/then/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(errors > 0){
const emErrs2 = [];
for(const err19 of vErrors){
if(((((err19.keyword !== "errorMessage") && (!err19.emUsed)) && ((err19.instancePath === instancePath+"/email") || ((err19.instancePath.indexOf(instancePath+"/email") === 0) && (err19.instancePath[instancePath+"/email".length] === "/")))) && (err19.schemaPath.indexOf("#/properties/email/then") === 0)) && (err19.schemaPath["#/properties/email/then".length] === "/")){
emErrs2.push(err19);
err19.emUsed = true;
}
}
if(emErrs2.length){
const err20 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/then/errorMessage",keyword:"errorMessage",params:{errors: emErrs2},message:"Enter a valid email address."};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const emErrs3 = [];
for(const err21 of vErrors){
if(!err21.emUsed){
emErrs3.push(err21);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
var _valid0 = _errs10 === errors;
valid1 = _valid0;
}
if(!valid1){
const err22 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err23 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"type":[],"pattern":[],"if":[]};
const templates2 = {};
for(const err25 of vErrors){
if((((((err25.keyword !== "errorMessage") && (!err25.emUsed)) && (err25.instancePath === instancePath+"/email")) && (err25.keyword in emErrors2)) && (err25.schemaPath.indexOf("#/properties/email") === 0)) && (/^\/[^\/]*$/.test(err25.schemaPath.slice(18)))){
emErrors2[err25.keyword].push(err25);
err25.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err26 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema16.properties.email.errorMessage[key2]};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
const emErrs4 = [];
for(const err27 of vErrors){
if(!err27.emUsed){
emErrs4.push(err27);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data.phone !== undefined){
let data3 = data.phone;
const _errs14 = errors;
let valid2 = true;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err28 = {};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
var _valid1 = _errs15 === errors;
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs17 = errors;
if(typeof data3 === "string"){
if(!pattern6.test(data3)){
const err30 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/then/pattern",keyword:"pattern",params:{pattern: "^\\s*(\\([2-9][0-9]{2}\\)|[2-9][0-9]{2})[-\\s]?[0-9]{3}[-\\s]?[0-9]{4}\\s*$"},message:"must match pattern \""+"^\\s*(\\([2-9][0-9]{2}\\)|[2-9][0-9]{2})[-\\s]?[0-9]{3}[-\\s]?[0-9]{4}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/then/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(errors > 0){
const emErrs5 = [];
for(const err32 of vErrors){
if(((((err32.keyword !== "errorMessage") && (!err32.emUsed)) && ((err32.instancePath === instancePath+"/phone") || ((err32.instancePath.indexOf(instancePath+"/phone") === 0) && (err32.instancePath[instancePath+"/phone".length] === "/")))) && (err32.schemaPath.indexOf("#/properties/phone/then") === 0)) && (err32.schemaPath["#/properties/phone/then".length] === "/")){
emErrs5.push(err32);
err32.emUsed = true;
}
}
if(emErrs5.length){
const err33 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/then/errorMessage",keyword:"errorMessage",params:{errors: emErrs5},message:"Enter a valid phone number."};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
const emErrs6 = [];
for(const err34 of vErrors){
if(!err34.emUsed){
emErrs6.push(err34);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
var _valid1 = _errs17 === errors;
valid2 = _valid1;
}
if(!valid2){
const err35 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err36 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"type":[],"pattern":[],"if":[]};
const templates3 = {};
for(const err38 of vErrors){
if((((((err38.keyword !== "errorMessage") && (!err38.emUsed)) && (err38.instancePath === instancePath+"/phone")) && (err38.keyword in emErrors3)) && (err38.schemaPath.indexOf("#/properties/phone") === 0)) && (/^\/[^\/]*$/.test(err38.schemaPath.slice(18)))){
emErrors3[err38.keyword].push(err38);
err38.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err39 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema16.properties.phone.errorMessage[key3]};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
const emErrs7 = [];
for(const err40 of vErrors){
if(!err40.emUsed){
emErrs7.push(err40);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
}
if(data.zip !== undefined){
let data4 = data.zip;
const _errs21 = errors;
let valid3 = true;
const _errs22 = errors;
if(errors === _errs22){
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
const err41 = {};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
var _valid2 = _errs22 === errors;
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs24 = errors;
if(typeof data4 === "string"){
if(!pattern9.test(data4)){
const err43 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/then/pattern",keyword:"pattern",params:{pattern: "^\\s*[0-9]{5}"},message:"must match pattern \""+"^\\s*[0-9]{5}"+"\""};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/then/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(errors > 0){
const emErrs8 = [];
for(const err45 of vErrors){
if(((((err45.keyword !== "errorMessage") && (!err45.emUsed)) && ((err45.instancePath === instancePath+"/zip") || ((err45.instancePath.indexOf(instancePath+"/zip") === 0) && (err45.instancePath[instancePath+"/zip".length] === "/")))) && (err45.schemaPath.indexOf("#/properties/zip/then") === 0)) && (err45.schemaPath["#/properties/zip/then".length] === "/")){
emErrs8.push(err45);
err45.emUsed = true;
}
}
if(emErrs8.length){
const err46 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/then/errorMessage",keyword:"errorMessage",params:{errors: emErrs8},message:"Enter a five digit ZIP code."};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
const emErrs9 = [];
for(const err47 of vErrors){
if(!err47.emUsed){
emErrs9.push(err47);
}
}
vErrors = emErrs9;
errors = emErrs9.length;
}
var _valid2 = _errs24 === errors;
valid3 = _valid2;
}
if(!valid3){
const err48 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
const err49 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"type":[],"pattern":[],"if":[]};
const templates4 = {};
for(const err51 of vErrors){
if((((((err51.keyword !== "errorMessage") && (!err51.emUsed)) && (err51.instancePath === instancePath+"/zip")) && (err51.keyword in emErrors4)) && (err51.schemaPath.indexOf("#/properties/zip") === 0)) && (/^\/[^\/]*$/.test(err51.schemaPath.slice(16)))){
emErrors4[err51.keyword].push(err51);
err51.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err52 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema16.properties.zip.errorMessage[key4]};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
const emErrs10 = [];
for(const err53 of vErrors){
if(!err53.emUsed){
emErrs10.push(err53);
}
}
vErrors = emErrs10;
errors = emErrs10.length;
}
}
if(data.referralCode !== undefined){
if(typeof data.referralCode !== "string"){
const err54 = {instancePath:instancePath+"/referralCode",schemaPath:"#/properties/referralCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.do_you_have_a_security_system !== undefined){
let data6 = data.do_you_have_a_security_system;
if(typeof data6 !== "string"){
const err55 = {instancePath:instancePath+"/do_you_have_a_security_system",schemaPath:"#/properties/do_you_have_a_security_system/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(!((data6 === "Yes") || (data6 === "No"))){
const err56 = {instancePath:instancePath+"/do_you_have_a_security_system",schemaPath:"#/properties/do_you_have_a_security_system/enum",keyword:"enum",params:{allowedValues: schema16.properties.do_you_have_a_security_system.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(errors > 0){
const emErrs11 = [];
for(const err57 of vErrors){
if(((((err57.keyword !== "errorMessage") && (!err57.emUsed)) && ((err57.instancePath === instancePath+"/do_you_have_a_security_system") || ((err57.instancePath.indexOf(instancePath+"/do_you_have_a_security_system") === 0) && (err57.instancePath[instancePath+"/do_you_have_a_security_system".length] === "/")))) && (err57.schemaPath.indexOf("#/properties/do_you_have_a_security_system") === 0)) && (err57.schemaPath["#/properties/do_you_have_a_security_system".length] === "/")){
emErrs11.push(err57);
err57.emUsed = true;
}
}
if(emErrs11.length){
const err58 = {instancePath:instancePath+"/do_you_have_a_security_system",schemaPath:"#/properties/do_you_have_a_security_system/errorMessage",keyword:"errorMessage",params:{errors: emErrs11},message:"This field is required."};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
const emErrs12 = [];
for(const err59 of vErrors){
if(!err59.emUsed){
emErrs12.push(err59);
}
}
vErrors = emErrs12;
errors = emErrs12.length;
}
}
}
else {
const err60 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"required":{"firstName":[],"lastName":[],"email":[],"phone":[],"zip":[]}};
const templates5 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err61 of vErrors){
if((((((err61.keyword !== "errorMessage") && (!err61.emUsed)) && (err61.instancePath === instancePath)) && (err61.keyword in emErrors5)) && (err61.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err61.schemaPath.slice(1)))){
emPropParams0 = obj0[err61.keyword];
emParamsErrors0 = emErrors5[err61.keyword][err61.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err61);
err61.emUsed = true;
}
}
}
for(const key5 in emErrors5){
for(const keyProp0 in emErrors5[key5]){
emParamsErrors0 = emErrors5[key5][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates5[key5] && templates5[key5][keyProp0];
const err62 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema16.errorMessage[key5][keyProp0]};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
const emErrs13 = [];
for(const err63 of vErrors){
if(!err63.emUsed){
emErrs13.push(err63);
}
}
vErrors = emErrs13;
errors = emErrs13.length;
}
validate14.errors = vErrors;
return errors === 0;
}

export const callback = validate15;
const schema17 = {"type":"object","required":["property_type","firstName","lastName","email","phone","zip"],"properties":{"firstName":{"type":"string","pattern":"\\S","errorMessage":{"type":"First Name is required.","pattern":"First Name is required."}},"lastName":{"type":"string","pattern":"\\S","errorMessage":{"type":"Last Name is required.","pattern":"Last Name is required."}},"email":{"type":"string","pattern":"\\S","errorMessage":{"type":"Email is required.","pattern":"Email is required.","if":"Enter a valid email address."},"if":{"type":"string","pattern":"\\S"},"then":{"type":"string","pattern":"^\\s*[^\\s@,]+@[^\\s@,]+\\.[^\\s@,]+\\s*$","errorMessage":"Enter a valid email address."}},"phone":{"type":"string","pattern":"\\S","errorMessage":{"type":"Phone is required.","pattern":"Phone is required.","if":"Enter a valid phone number."},"if":{"type":"string","pattern":"\\S"},"then":{"type":"string","pattern":"^\\s*(\\([2-9][0-9]{2}\\)|[2-9][0-9]{2})[-\\s]?[0-9]{3}[-\\s]?[0-9]{4}\\s*$","errorMessage":"Enter a valid phone number."}},"zip":{"type":"string","pattern":"\\S","errorMessage":{"type":"ZIP is required.","pattern":"ZIP is required.","if":"Enter a five digit ZIP code."},"if":{"type":"string","pattern":"\\S"},"then":{"type":"string","pattern":"^\\s*[0-9]{5}","errorMessage":"Enter a five digit ZIP code."}},"referralCode":{"type":"string"},"property_type":{"type":"string","enum":["property_type_owned","property_type_rental"],"errorMessage":"Please select Own or Rent."},"do_you_have_a_security_system":{"type":"string","enum":["Yes","No"],"errorMessage":"This field is required."}},"errorMessage":{"required":{"property_type":"Please select Own or Rent.","firstName":"First Name is required.","lastName":"Last Name is required.","email":"Email is required.","phone":"Phone is required.","zip":"ZIP is required."}},"$id":"contact-rules-callback"};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="contact-rules-callback" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.property_type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "property_type"},message:"must have required property '"+"property_type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.firstName === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.lastName === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.email === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.phone === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phone"},message:"must have required property '"+"phone"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.zip === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "zip"},message:"must have required property '"+"zip"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.firstName !== undefined){
let data0 = data.firstName;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err6 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[],"pattern":[]};
const templates0 = {};
for(const err8 of vErrors){
if((((((err8.keyword !== "errorMessage") && (!err8.emUsed)) && (err8.instancePath === instancePath+"/firstName")) && (err8.keyword in emErrors0)) && (err8.schemaPath.indexOf("#/properties/firstName") === 0)) && (/^\/[^\/]*$/.test(err8.schemaPath.slice(22)))){
emErrors0[err8.keyword].push(err8);
err8.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err9 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema17.properties.firstName.errorMessage[key0]};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
const emErrs0 = [];
for(const err10 of vErrors){
if(!err10.emUsed){
emErrs0.push(err10);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.lastName !== undefined){
let data1 = data.lastName;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err11 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"type":[],"pattern":[]};
const templates1 = {};
for(const err13 of vErrors){
if((((((err13.keyword !== "errorMessage") && (!err13.emUsed)) && (err13.instancePath === instancePath+"/lastName")) && (err13.keyword in emErrors1)) && (err13.schemaPath.indexOf("#/properties/lastName") === 0)) && (/^\/[^\/]*$/.test(err13.schemaPath.slice(21)))){
emErrors1[err13.keyword].push(err13);
err13.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err14 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema17.properties.lastName.errorMessage[key1]};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
const emErrs1 = [];
for(const err15 of vErrors){
if(!err15.emUsed){
emErrs1.push(err15);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.email !== undefined){
let data2 = data.email;
const _errs7 = errors;
let valid1 = true;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err16 = {};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
var _valid0 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs10 = errors;
if(typeof data2 === "string"){
if(!pattern3.test(data2)){
const err18 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/then/pattern",keyword:"pattern",params:{pattern: "^\\s*[^\\s@,]+@[^\\s@,]+\\.[^\\s@,]+\\s*$"},message:"must match pattern \""+"^\\s*[^\\s@,]+@[^\\s@,]+\\.[^\\s@,]+\\s*$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/then/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(errors > 0){
const emErrs2 = [];
for(const err20 of vErrors){
if(((((err20.keyword !== "errorMessage") && (!err20.emUsed)) && ((err20.instancePath === instancePath+"/email") || ((err20.instancePath.indexOf(instancePath+"/email") === 0) && (err20.instancePath[instancePath+"/email".length] === "/")))) && (err20.schemaPath.indexOf("#/properties/email/then") === 0)) && (err20.schemaPath["#/properties/email/then".length] === "/")){
emErrs2.push(err20);
err20.emUsed = true;
}
}
if(emErrs2.length){
const err21 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/then/errorMessage",keyword:"errorMessage",params:{errors: emErrs2},message:"Enter a valid email address."};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const emErrs3 = [];
for(const err22 of vErrors){
if(!err22.emUsed){
emErrs3.push(err22);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
var _valid0 = _errs10 === errors;
valid1 = _valid0;
}
if(!valid1){
const err23 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err24 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"type":[],"pattern":[],"if":[]};
const templates2 = {};
for(const err26 of vErrors){
if((((((err26.keyword !== "errorMessage") && (!err26.emUsed)) && (err26.instancePath === instancePath+"/email")) && (err26.keyword in emErrors2)) && (err26.schemaPath.indexOf("#/properties/email") === 0)) && (/^\/[^\/]*$/.test(err26.schemaPath.slice(18)))){
emErrors2[err26.keyword].push(err26);
err26.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err27 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema17.properties.email.errorMessage[key2]};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
const emErrs4 = [];
for(const err28 of vErrors){
if(!err28.emUsed){
emErrs4.push(err28);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data.phone !== undefined){
let data3 = data.phone;
const _errs14 = errors;
let valid2 = true;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err29 = {};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
var _valid1 = _errs15 === errors;
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs17 = errors;
if(typeof data3 === "string"){
if(!pattern6.test(data3)){
const err31 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/then/pattern",keyword:"pattern",params:{pattern: "^\\s*(\\([2-9][0-9]{2}\\)|[2-9][0-9]{2})[-\\s]?[0-9]{3}[-\\s]?[0-9]{4}\\s*$"},message:"must match pattern \""+"^\\s*(\\([2-9][0-9]{2}\\)|[2-9][0-9]{2})[-\\s]?[0-9]{3}[-\\s]?[0-9]{4}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/then/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(errors > 0){
const emErrs5 = [];
for(const err33 of vErrors){
if(((((err33.keyword !== "errorMessage") && (!err33.emUsed)) && ((err33.instancePath === instancePath+"/phone") || ((err33.instancePath.indexOf(instancePath+"/phone") === 0) && (err33.instancePath[instancePath+"/phone".length] === "/")))) && (err33.schemaPath.indexOf("#/properties/phone/then") === 0)) && (err33.schemaPath["#/properties/phone/then".length] === "/")){
emErrs5.push(err33);
err33.emUsed = true;
}
}
if(emErrs5.length){
const err34 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/then/errorMessage",keyword:"errorMessage",params:{errors: emErrs5},message:"Enter a valid phone number."};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
const emErrs6 = [];
for(const err35 of vErrors){
if(!err35.emUsed){
emErrs6.push(err35);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
var _valid1 = _errs17 === errors;
valid2 = _valid1;
}
if(!valid2){
const err36 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err37 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"type":[],"pattern":[],"if":[]};
const templates3 = {};
for(const err39 of vErrors){
if((((((err39.keyword !== "errorMessage") && (!err39.emUsed)) && (err39.instancePath === instancePath+"/phone")) && (err39.keyword in emErrors3)) && (err39.schemaPath.indexOf("#/properties/phone") === 0)) && (/^\/[^\/]*$/.test(err39.schemaPath.slice(18)))){
emErrors3[err39.keyword].push(err39);
err39.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err40 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema17.properties.phone.errorMessage[key3]};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
const emErrs7 = [];
for(const err41 of vErrors){
if(!err41.emUsed){
emErrs7.push(err41);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
}
if(data.zip !== undefined){
let data4 = data.zip;
const _errs21 = errors;
let valid3 = true;
const _errs22 = errors;
if(errors === _errs22){
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
const err42 = {};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
var _valid2 = _errs22 === errors;
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs24 = errors;
if(typeof data4 === "string"){
if(!pattern9.test(data4)){
const err44 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/then/pattern",keyword:"pattern",params:{pattern: "^\\s*[0-9]{5}"},message:"must match pattern \""+"^\\s*[0-9]{5}"+"\""};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/then/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(errors > 0){
const emErrs8 = [];
for(const err46 of vErrors){
if(((((err46.keyword !== "errorMessage") && (!err46.emUsed)) && ((err46.instancePath === instancePath+"/zip") || ((err46.instancePath.indexOf(instancePath+"/zip") === 0) && (err46.instancePath[instancePath+"/zip".length] === "/")))) && (err46.schemaPath.indexOf("#/properties/zip/then") === 0)) && (err46.schemaPath["#/properties/zip/then".length] === "/")){
emErrs8.push(err46);
err46.emUsed = true;
}
}
if(emErrs8.length){
const err47 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/then/errorMessage",keyword:"errorMessage",params:{errors: emErrs8},message:"Enter a five digit ZIP code."};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
const emErrs9 = [];
for(const err48 of vErrors){
if(!err48.emUsed){
emErrs9.push(err48);
}
}
vErrors = emErrs9;
errors = emErrs9.length;
}
var _valid2 = _errs24 === errors;
valid3 = _valid2;
}
if(!valid3){
const err49 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
const err50 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"type":[],"pattern":[],"if":[]};
const templates4 = {};
for(const err52 of vErrors){
if((((((err52.keyword !== "errorMessage") && (!err52.emUsed)) && (err52.instancePath === instancePath+"/zip")) && (err52.keyword in emErrors4)) && (err52.schemaPath.indexOf("#/properties/zip") === 0)) && (/^\/[^\/]*$/.test(err52.schemaPath.slice(16)))){
emErrors4[err52.keyword].push(err52);
err52.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err53 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema17.properties.zip.errorMessage[key4]};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
const emErrs10 = [];
for(const err54 of vErrors){
if(!err54.emUsed){
emErrs10.push(err54);
}
}
vErrors = emErrs10;
errors = emErrs10.length;
}
}
if(data.referralCode !== undefined){
if(typeof data.referralCode !== "string"){
const err55 = {instancePath:instancePath+"/referralCode",schemaPath:"#/properties/referralCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.property_type !== undefined){
let data6 = data.property_type;
if(typeof data6 !== "string"){
const err56 = {instancePath:instancePath+"/property_type",schemaPath:"#/properties/property_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(!((data6 === "property_type_owned") || (data6 === "property_type_rental"))){
const err57 = {instancePath:instancePath+"/property_type",schemaPath:"#/properties/property_type/enum",keyword:"enum",params:{allowedValues: schema17.properties.property_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(errors > 0){
const emErrs11 = [];
for(const err58 of vErrors){
if(((((err58.keyword !== "errorMessage") && (!err58.emUsed)) && ((err58.instancePath === instancePath+"/property_type") || ((err58.instancePath.indexOf(instancePath+"/property_type") === 0) && (err58.instancePath[instancePath+"/property_type".length] === "/")))) && (err58.schemaPath.indexOf("#/properties/property_type") === 0)) && (err58.schemaPath["#/properties/property_type".length] === "/")){
emErrs11.push(err58);
err58.emUsed = true;
}
}
if(emErrs11.length){
const err59 = {instancePath:instancePath+"/property_type",schemaPath:"#/properties/property_type/errorMessage",keyword:"errorMessage",params:{errors: emErrs11},message:"Please select Own or Rent."};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
const emErrs12 = [];
for(const err60 of vErrors){
if(!err60.emUsed){
emErrs12.push(err60);
}
}
vErrors = emErrs12;
errors = emErrs12.length;
}
}
if(data.do_you_have_a_security_system !== undefined){
let data7 = data.do_you_have_a_security_system;
if(typeof data7 !== "string"){
const err61 = {instancePath:instancePath+"/do_you_have_a_security_system",schemaPath:"#/properties/do_you_have_a_security_system/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(!((data7 === "Yes") || (data7 === "No"))){
const err62 = {instancePath:instancePath+"/do_you_have_a_security_system",schemaPath:"#/properties/do_you_have_a_security_system/enum",keyword:"enum",params:{allowedValues: schema17.properties.do_you_have_a_security_system.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(errors > 0){
const emErrs13 = [];
for(const err63 of vErrors){
if(((((err63.keyword !== "errorMessage") && (!err63.emUsed)) && ((err63.instancePath === instancePath+"/do_you_have_a_security_system") || ((err63.instancePath.indexOf(instancePath+"/do_you_have_a_security_system") === 0) && (err63.instancePath[instancePath+"/do_you_have_a_security_system".length] === "/")))) && (err63.schemaPath.indexOf("#/properties/do_you_have_a_security_system") === 0)) && (err63.schemaPath["#/properties/do_you_have_a_security_system".length] === "/")){
emErrs13.push(err63);
err63.emUsed = true;
}
}
if(emErrs13.length){
const err64 = {instancePath:instancePath+"/do_you_have_a_security_system",schemaPath:"#/properties/do_you_have_a_security_system/errorMessage",keyword:"errorMessage",params:{errors: emErrs13},message:"This field is required."};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
const emErrs14 = [];
for(const err65 of vErrors){
if(!err65.emUsed){
emErrs14.push(err65);
}
}
vErrors = emErrs14;
errors = emErrs14.length;
}
}
}
else {
const err66 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"required":{"property_type":[],"firstName":[],"lastName":[],"email":[],"phone":[],"zip":[]}};
const templates5 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err67 of vErrors){
if((((((err67.keyword !== "errorMessage") && (!err67.emUsed)) && (err67.instancePath === instancePath)) && (err67.keyword in emErrors5)) && (err67.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err67.schemaPath.slice(1)))){
emPropParams0 = obj0[err67.keyword];
emParamsErrors0 = emErrors5[err67.keyword][err67.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err67);
err67.emUsed = true;
}
}
}
for(const key5 in emErrors5){
for(const keyProp0 in emErrors5[key5]){
emParamsErrors0 = emErrors5[key5][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates5[key5] && templates5[key5][keyProp0];
const err68 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema17.errorMessage[key5][keyProp0]};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
const emErrs15 = [];
for(const err69 of vErrors){
if(!err69.emUsed){
emErrs15.push(err69);
}
}
vErrors = emErrs15;
errors = emErrs15.length;
}
validate15.errors = vErrors;
return errors === 0;
}

export const callbackWithSecuritySystem = validate16;
const schema18 = {"type":"object","required":["property_type","do_you_have_a_security_system","firstName","lastName","email","phone","zip"],"properties":{"firstName":{"type":"string","pattern":"\\S","errorMessage":{"type":"First Name is required.","pattern":"First Name is required."}},"lastName":{"type":"string","pattern":"\\S","errorMessage":{"type":"Last Name is required.","pattern":"Last Name is required."}},"email":{"type":"string","pattern":"\\S","errorMessage":{"type":"Email is required.","pattern":"Email is required.","if":"Enter a valid email address."},"if":{"type":"string","pattern":"\\S"},"then":{"type":"string","pattern":"^\\s*[^\\s@,]+@[^\\s@,]+\\.[^\\s@,]+\\s*$","errorMessage":"Enter a valid email address."}},"phone":{"type":"string","pattern":"\\S","errorMessage":{"type":"Phone is required.","pattern":"Phone is required.","if":"Enter a valid phone number."},"if":{"type":"string","pattern":"\\S"},"then":{"type":"string","pattern":"^\\s*(\\([2-9][0-9]{2}\\)|[2-9][0-9]{2})[-\\s]?[0-9]{3}[-\\s]?[0-9]{4}\\s*$","errorMessage":"Enter a valid phone number."}},"zip":{"type":"string","pattern":"\\S","errorMessage":{"type":"ZIP is required.","pattern":"ZIP is required.","if":"Enter a five digit ZIP code."},"if":{"type":"string","pattern":"\\S"},"then":{"type":"string","pattern":"^\\s*[0-9]{5}","errorMessage":"Enter a five digit ZIP code."}},"referralCode":{"type":"string"},"property_type":{"type":"string","enum":["property_type_owned","property_type_rental"],"errorMessage":"Please select Own or Rent."},"do_you_have_a_security_system":{"type":"string","enum":["Yes","No"],"errorMessage":"This field is required."}},"errorMessage":{"required":{"property_type":"Please select Own or Rent.","do_you_have_a_security_system":"This field is required.","firstName":"First Name is required.","lastName":"Last Name is required.","email":"Email is required.","phone":"Phone is required.","zip":"ZIP is required."}},"$id":"contact-rules-callbackWithSecuritySystem"};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="contact-rules-callbackWithSecuritySystem" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.property_type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "property_type"},message:"must have required property '"+"property_type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.do_you_have_a_security_system === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "do_you_have_a_security_system"},message:"must have required property '"+"do_you_have_a_security_system"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.firstName === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.lastName === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.email === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.phone === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phone"},message:"must have required property '"+"phone"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.zip === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "zip"},message:"must have required property '"+"zip"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.firstName !== undefined){
let data0 = data.firstName;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err7 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[],"pattern":[]};
const templates0 = {};
for(const err9 of vErrors){
if((((((err9.keyword !== "errorMessage") && (!err9.emUsed)) && (err9.instancePath === instancePath+"/firstName")) && (err9.keyword in emErrors0)) && (err9.schemaPath.indexOf("#/properties/firstName") === 0)) && (/^\/[^\/]*$/.test(err9.schemaPath.slice(22)))){
emErrors0[err9.keyword].push(err9);
err9.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err10 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema18.properties.firstName.errorMessage[key0]};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
const emErrs0 = [];
for(const err11 of vErrors){
if(!err11.emUsed){
emErrs0.push(err11);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.lastName !== undefined){
let data1 = data.lastName;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err12 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"type":[],"pattern":[]};
const templates1 = {};
for(const err14 of vErrors){
if((((((err14.keyword !== "errorMessage") && (!err14.emUsed)) && (err14.instancePath === instancePath+"/lastName")) && (err14.keyword in emErrors1)) && (err14.schemaPath.indexOf("#/properties/lastName") === 0)) && (/^\/[^\/]*$/.test(err14.schemaPath.slice(21)))){
emErrors1[err14.keyword].push(err14);
err14.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err15 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema18.properties.lastName.errorMessage[key1]};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
const emErrs1 = [];
for(const err16 of vErrors){
if(!err16.emUsed){
emErrs1.push(err16);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.email !== undefined){
let data2 = data.email;
const _errs7 = errors;
let valid1 = true;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err17 = {};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
var _valid0 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs10 = errors;
if(typeof data2 === "string"){
if(!pattern3.test(data2)){
const err19 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/then/pattern",keyword:"pattern",params:{pattern: "^\\s*[^\\s@,]+@[^\\s@,]+\\.[^\\s@,]+\\s*$"},message:"must match pattern \""+"^\\s*[^\\s@,]+@[^\\s@,]+\\.[^\\s@,]+\\s*$"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/then/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(errors > 0){
const emErrs2 = [];
for(const err21 of vErrors){
if(((((err21.keyword !== "errorMessage") && (!err21.emUsed)) && ((err21.instancePath === instancePath+"/email") || ((err21.instancePath.indexOf(instancePath+"/email") === 0) && (err21.instancePath[instancePath+"/email".length] === "/")))) && (err21.schemaPath.indexOf("#/properties/email/then") === 0)) && (err21.schemaPath["#/properties/email/then".length] === "/")){
emErrs2.push(err21);
err21.emUsed = true;
}
}
if(emErrs2.length){
const err22 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/then/errorMessage",keyword:"errorMessage",params:{errors: emErrs2},message:"Enter a valid email address."};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const emErrs3 = [];
for(const err23 of vErrors){
if(!err23.emUsed){
emErrs3.push(err23);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
var _valid0 = _errs10 === errors;
valid1 = _valid0;
}
if(!valid1){
const err24 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err25 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"type":[],"pattern":[],"if":[]};
const templates2 = {};
for(const err27 of vErrors){
if((((((err27.keyword !== "errorMessage") && (!err27.emUsed)) && (err27.instancePath === instancePath+"/email")) && (err27.keyword in emErrors2)) && (err27.schemaPath.indexOf("#/properties/email") === 0)) && (/^\/[^\/]*$/.test(err27.schemaPath.slice(18)))){
emErrors2[err27.keyword].push(err27);
err27.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err28 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema18.properties.email.errorMessage[key2]};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
const emErrs4 = [];
for(const err29 of vErrors){
if(!err29.emUsed){
emErrs4.push(err29);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data.phone !== undefined){
let data3 = data.phone;
const _errs14 = errors;
let valid2 = true;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err30 = {};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
var _valid1 = _errs15 === errors;
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs17 = errors;
if(typeof data3 === "string"){
if(!pattern6.test(data3)){
const err32 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/then/pattern",keyword:"pattern",params:{pattern: "^\\s*(\\([2-9][0-9]{2}\\)|[2-9][0-9]{2})[-\\s]?[0-9]{3}[-\\s]?[0-9]{4}\\s*$"},message:"must match pattern \""+"^\\s*(\\([2-9][0-9]{2}\\)|[2-9][0-9]{2})[-\\s]?[0-9]{3}[-\\s]?[0-9]{4}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/then/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(errors > 0){
const emErrs5 = [];
for(const err34 of vErrors){
if(((((err34.keyword !== "errorMessage") && (!err34.emUsed)) && ((err34.instancePath === instancePath+"/phone") || ((err34.instancePath.indexOf(instancePath+"/phone") === 0) && (err34.instancePath[instancePath+"/phone".length] === "/")))) && (err34.schemaPath.indexOf("#/properties/phone/then") === 0)) && (err34.schemaPath["#/properties/phone/then".length] === "/")){
emErrs5.push(err34);
err34.emUsed = true;
}
}
if(emErrs5.length){
const err35 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/then/errorMessage",keyword:"errorMessage",params:{errors: emErrs5},message:"Enter a valid phone number."};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
const emErrs6 = [];
for(const err36 of vErrors){
if(!err36.emUsed){
emErrs6.push(err36);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
var _valid1 = _errs17 === errors;
valid2 = _valid1;
}
if(!valid2){
const err37 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err38 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"type":[],"pattern":[],"if":[]};
const templates3 = {};
for(const err40 of vErrors){
if((((((err40.keyword !== "errorMessage") && (!err40.emUsed)) && (err40.instancePath === instancePath+"/phone")) && (err40.keyword in emErrors3)) && (err40.schemaPath.indexOf("#/properties/phone") === 0)) && (/^\/[^\/]*$/.test(err40.schemaPath.slice(18)))){
emErrors3[err40.keyword].push(err40);
err40.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err41 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema18.properties.phone.errorMessage[key3]};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
const emErrs7 = [];
for(const err42 of vErrors){
if(!err42.emUsed){
emErrs7.push(err42);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
}
if(data.zip !== undefined){
let data4 = data.zip;
const _errs21 = errors;
let valid3 = true;
const _errs22 = errors;
if(errors === _errs22){
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
const err43 = {};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
var _valid2 = _errs22 === errors;
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs24 = errors;
if(typeof data4 === "string"){
if(!pattern9.test(data4)){
const err45 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/then/pattern",keyword:"pattern",params:{pattern: "^\\s*[0-9]{5}"},message:"must match pattern \""+"^\\s*[0-9]{5}"+"\""};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/then/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(errors > 0){
const emErrs8 = [];
for(const err47 of vErrors){
if(((((err47.keyword !== "errorMessage") && (!err47.emUsed)) && ((err47.instancePath === instancePath+"/zip") || ((err47.instancePath.indexOf(instancePath+"/zip") === 0) && (err47.instancePath[instancePath+"/zip".length] === "/")))) && (err47.schemaPath.indexOf("#/properties/zip/then") === 0)) && (err47.schemaPath["#/properties/zip/then".length] === "/")){
emErrs8.push(err47);
err47.emUsed = true;
}
}
if(emErrs8.length){
const err48 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/then/errorMessage",keyword:"errorMessage",params:{errors: emErrs8},message:"Enter a five digit ZIP code."};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
const emErrs9 = [];
for(const err49 of vErrors){
if(!err49.emUsed){
emErrs9.push(err49);
}
}
vErrors = emErrs9;
errors = emErrs9.length;
}
var _valid2 = _errs24 === errors;
valid3 = _valid2;
}
if(!valid3){
const err50 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
const err51 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"type":[],"pattern":[],"if":[]};
const templates4 = {};
for(const err53 of vErrors){
if((((((err53.keyword !== "errorMessage") && (!err53.emUsed)) && (err53.instancePath === instancePath+"/zip")) && (err53.keyword in emErrors4)) && (err53.schemaPath.indexOf("#/properties/zip") === 0)) && (/^\/[^\/]*$/.test(err53.schemaPath.slice(16)))){
emErrors4[err53.keyword].push(err53);
err53.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err54 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema18.properties.zip.errorMessage[key4]};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
const emErrs10 = [];
for(const err55 of vErrors){
if(!err55.emUsed){
emErrs10.push(err55);
}
}
vErrors = emErrs10;
errors = emErrs10.length;
}
}
if(data.referralCode !== undefined){
if(typeof data.referralCode !== "string"){
const err56 = {instancePath:instancePath+"/referralCode",schemaPath:"#/properties/referralCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.property_type !== undefined){
let data6 = data.property_type;
if(typeof data6 !== "string"){
const err57 = {instancePath:instancePath+"/property_type",schemaPath:"#/properties/property_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(!((data6 === "property_type_owned") || (data6 === "property_type_rental"))){
const err58 = {instancePath:instancePath+"/property_type",schemaPath:"#/properties/property_type/enum",keyword:"enum",params:{allowedValues: schema18.properties.property_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(errors > 0){
const emErrs11 = [];
for(const err59 of vErrors){
if(((((err59.keyword !== "errorMessage") && (!err59.emUsed)) && ((err59.instancePath === instancePath+"/property_type") || ((err59.instancePath.indexOf(instancePath+"/property_type") === 0) && (err59.instancePath[instancePath+"/property_type".length] === "/")))) && (err59.schemaPath.indexOf("#/properties/property_type") === 0)) && (err59.schemaPath["#/properties/property_type".length] === "/")){
emErrs11.push(err59);
err59.emUsed = true;
}
}
if(emErrs11.length){
const err60 = {instancePath:instancePath+"/property_type",schemaPath:"#/properties/property_type/errorMessage",keyword:"errorMessage",params:{errors: emErrs11},message:"Please select Own or Rent."};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
const emErrs12 = [];
for(const err61 of vErrors){
if(!err61.emUsed){
emErrs12.push(err61);
}
}
vErrors = emErrs12;
errors = emErrs12.length;
}
}
if(data.do_you_have_a_security_system !== undefined){
let data7 = data.do_you_have_a_security_system;
if(typeof data7 !== "string"){
const err62 = {instancePath:instancePath+"/do_you_have_a_security_system",schemaPath:"#/properties/do_you_have_a_security_system/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(!((data7 === "Yes") || (data7 === "No"))){
const err63 = {instancePath:instancePath+"/do_you_have_a_security_system",schemaPath:"#/properties/do_you_have_a_security_system/enum",keyword:"enum",params:{allowedValues: schema18.properties.do_you_have_a_security_system.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(errors > 0){
const emErrs13 = [];
for(const err64 of vErrors){
if(((((err64.keyword !== "errorMessage") && (!err64.emUsed)) && ((err64.instancePath === instancePath+"/do_you_have_a_security_system") || ((err64.instancePath.indexOf(instancePath+"/do_you_have_a_security_system") === 0) && (err64.instancePath[instancePath+"/do_you_have_a_security_system".length] === "/")))) && (err64.schemaPath.indexOf("#/properties/do_you_have_a_security_system") === 0)) && (err64.schemaPath["#/properties/do_you_have_a_security_system".length] === "/")){
emErrs13.push(err64);
err64.emUsed = true;
}
}
if(emErrs13.length){
const err65 = {instancePath:instancePath+"/do_you_have_a_security_system",schemaPath:"#/properties/do_you_have_a_security_system/errorMessage",keyword:"errorMessage",params:{errors: emErrs13},message:"This field is required."};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
const emErrs14 = [];
for(const err66 of vErrors){
if(!err66.emUsed){
emErrs14.push(err66);
}
}
vErrors = emErrs14;
errors = emErrs14.length;
}
}
}
else {
const err67 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"required":{"property_type":[],"do_you_have_a_security_system":[],"firstName":[],"lastName":[],"email":[],"phone":[],"zip":[]}};
const templates5 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err68 of vErrors){
if((((((err68.keyword !== "errorMessage") && (!err68.emUsed)) && (err68.instancePath === instancePath)) && (err68.keyword in emErrors5)) && (err68.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err68.schemaPath.slice(1)))){
emPropParams0 = obj0[err68.keyword];
emParamsErrors0 = emErrors5[err68.keyword][err68.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err68);
err68.emUsed = true;
}
}
}
for(const key5 in emErrors5){
for(const keyProp0 in emErrors5[key5]){
emParamsErrors0 = emErrors5[key5][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates5[key5] && templates5[key5][keyProp0];
const err69 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema18.errorMessage[key5][keyProp0]};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
const emErrs15 = [];
for(const err70 of vErrors){
if(!err70.emUsed){
emErrs15.push(err70);
}
}
vErrors = emErrs15;
errors = emErrs15.length;
}
validate16.errors = vErrors;
return errors === 0;
}

export const ecommerce = validate17;
const schema19 = {"type":"object","required":["email"],"properties":{"firstName":{"type":"string"},"lastName":{"type":"string"},"email":{"type":"string","pattern":"\\S","errorMessage":{"type":"Email is required.","pattern":"Email is required.","if":"Enter a valid email address."},"if":{"type":"string","pattern":"\\S"},"then":{"type":"string","pattern":"^\\s*[^\\s@,]+@[^\\s@,]+\\.[^\\s@,]+\\s*$","errorMessage":"Enter a valid email address."}},"phone":{"type":"string","if":{"type":"string","pattern":"\\S"},"then":{"type":"string","pattern":"^\\s*(\\([2-9][0-9]{2}\\)|[2-9][0-9]{2})[-\\s]?[0-9]{3}[-\\s]?[0-9]{4}\\s*$","errorMessage":"Enter a valid phone number."}},"zip":{"type":"string","if":{"type":"string","pattern":"\\S"},"then":{"type":"string","pattern":"^\\s*[0-9]{5}","errorMessage":"Enter a five digit ZIP code."}},"referralCode":{"type":"string"},"do_you_have_a_security_system":{"type":"string","enum":["Yes","No"],"errorMessage":"This field is required."}},"errorMessage":{"required":{"email":"Email is required."}},"$id":"contact-rules-ecommerce"};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="contact-rules-ecommerce" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.email === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.firstName !== undefined){
if(typeof data.firstName !== "string"){
const err1 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.lastName !== undefined){
if(typeof data.lastName !== "string"){
const err2 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.email !== undefined){
let data2 = data.email;
const _errs7 = errors;
let valid1 = true;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid0 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs10 = errors;
if(typeof data2 === "string"){
if(!pattern3.test(data2)){
const err5 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/then/pattern",keyword:"pattern",params:{pattern: "^\\s*[^\\s@,]+@[^\\s@,]+\\.[^\\s@,]+\\s*$"},message:"must match pattern \""+"^\\s*[^\\s@,]+@[^\\s@,]+\\.[^\\s@,]+\\s*$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/then/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(errors > 0){
const emErrs0 = [];
for(const err7 of vErrors){
if(((((err7.keyword !== "errorMessage") && (!err7.emUsed)) && ((err7.instancePath === instancePath+"/email") || ((err7.instancePath.indexOf(instancePath+"/email") === 0) && (err7.instancePath[instancePath+"/email".length] === "/")))) && (err7.schemaPath.indexOf("#/properties/email/then") === 0)) && (err7.schemaPath["#/properties/email/then".length] === "/")){
emErrs0.push(err7);
err7.emUsed = true;
}
}
if(emErrs0.length){
const err8 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/then/errorMessage",keyword:"errorMessage",params:{errors: emErrs0},message:"Enter a valid email address."};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const emErrs1 = [];
for(const err9 of vErrors){
if(!err9.emUsed){
emErrs1.push(err9);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
var _valid0 = _errs10 === errors;
valid1 = _valid0;
}
if(!valid1){
const err10 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err11 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[],"pattern":[],"if":[]};
const templates0 = {};
for(const err13 of vErrors){
if((((((err13.keyword !== "errorMessage") && (!err13.emUsed)) && (err13.instancePath === instancePath+"/email")) && (err13.keyword in emErrors0)) && (err13.schemaPath.indexOf("#/properties/email") === 0)) && (/^\/[^\/]*$/.test(err13.schemaPath.slice(18)))){
emErrors0[err13.keyword].push(err13);
err13.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err14 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema19.properties.email.errorMessage[key0]};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
const emErrs2 = [];
for(const err15 of vErrors){
if(!err15.emUsed){
emErrs2.push(err15);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data.phone !== undefined){
let data3 = data.phone;
if(typeof data3 !== "string"){
const err16 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const _errs14 = errors;
let valid2 = true;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err17 = {};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
var _valid1 = _errs15 === errors;
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs17 = errors;
if(typeof data3 === "string"){
if(!pattern6.test(data3)){
const err19 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/then/pattern",keyword:"pattern",params:{pattern: "^\\s*(\\([2-9][0-9]{2}\\)|[2-9][0-9]{2})[-\\s]?[0-9]{3}[-\\s]?[0-9]{4}\\s*$"},message:"must match pattern \""+"^\\s*(\\([2-9][0-9]{2}\\)|[2-9][0-9]{2})[-\\s]?[0-9]{3}[-\\s]?[0-9]{4}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/then/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(errors > 0){
const emErrs3 = [];
for(const err21 of vErrors){
if(((((err21.keyword !== "errorMessage") && (!err21.emUsed)) && ((err21.instancePath === instancePath+"/phone") || ((err21.instancePath.indexOf(instancePath+"/phone") === 0) && (err21.instancePath[instancePath+"/phone".length] === "/")))) && (err21.schemaPath.indexOf("#/properties/phone/then") === 0)) && (err21.schemaPath["#/properties/phone/then".length] === "/")){
emErrs3.push(err21);
err21.emUsed = true;
}
}
if(emErrs3.length){
const err22 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/then/errorMessage",keyword:"errorMessage",params:{errors: emErrs3},message:"Enter a valid phone number."};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const emErrs4 = [];
for(const err23 of vErrors){
if(!err23.emUsed){
emErrs4.push(err23);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
var _valid1 = _errs17 === errors;
valid2 = _valid1;
}
if(!valid2){
const err24 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.zip !== undefined){
let data4 = data.zip;
if(typeof data4 !== "string"){
const err25 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
const _errs21 = errors;
let valid3 = true;
const _errs22 = errors;
if(errors === _errs22){
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
const err26 = {};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
var _valid2 = _errs22 === errors;
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs24 = errors;
if(typeof data4 === "string"){
if(!pattern9.test(data4)){
const err28 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/then/pattern",keyword:"pattern",params:{pattern: "^\\s*[0-9]{5}"},message:"must match pattern \""+"^\\s*[0-9]{5}"+"\""};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/then/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(errors > 0){
const emErrs5 = [];
for(const err30 of vErrors){
if(((((err30.keyword !== "errorMessage") && (!err30.emUsed)) && ((err30.instancePath === instancePath+"/zip") || ((err30.instancePath.indexOf(instancePath+"/zip") === 0) && (err30.instancePath[instancePath+"/zip".length] === "/")))) && (err30.schemaPath.indexOf("#/properties/zip/then") === 0)) && (err30.schemaPath["#/properties/zip/then".length] === "/")){
emErrs5.push(err30);
err30.emUsed = true;
}
}
if(emErrs5.length){
const err31 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/then/errorMessage",keyword:"errorMessage",params:{errors: emErrs5},message:"Enter a five digit ZIP code."};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
const emErrs6 = [];
for(const err32 of vErrors){
if(!err32.emUsed){
emErrs6.push(err32);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
var _valid2 = _errs24 === errors;
valid3 = _valid2;
}
if(!valid3){
const err33 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.referralCode !== undefined){
if(typeof data.referralCode !== "string"){
const err34 = {instancePath:instancePath+"/referralCode",schemaPath:"#/properties/referralCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.do_you_have_a_security_system !== undefined){
let data6 = data.do_you_have_a_security_system;
if(typeof data6 !== "string"){
const err35 = {instancePath:instancePath+"/do_you_have_a_security_system",schemaPath:"#/properties/do_you_have_a_security_system/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!((data6 === "Yes") || (data6 === "No"))){
const err36 = {instancePath:instancePath+"/do_you_have_a_security_system",schemaPath:"#/properties/do_you_have_a_security_system/enum",keyword:"enum",params:{allowedValues: schema19.properties.do_you_have_a_security_system.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(errors > 0){
const emErrs7 = [];
for(const err37 of vErrors){
if(((((err37.keyword !== "errorMessage") && (!err37.emUsed)) && ((err37.instancePath === instancePath+"/do_you_have_a_security_system") || ((err37.instancePath.indexOf(instancePath+"/do_you_have_a_security_system") === 0) && (err37.instancePath[instancePath+"/do_you_have_a_security_system".length] === "/")))) && (err37.schemaPath.indexOf("#/properties/do_you_have_a_security_system") === 0)) && (err37.schemaPath["#/properties/do_you_have_a_security_system".length] === "/")){
emErrs7.push(err37);
err37.emUsed = true;
}
}
if(emErrs7.length){
const err38 = {instancePath:instancePath+"/do_you_have_a_security_system",schemaPath:"#/properties/do_you_have_a_security_system/errorMessage",keyword:"errorMessage",params:{errors: emErrs7},message:"This field is required."};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
const emErrs8 = [];
for(const err39 of vErrors){
if(!err39.emUsed){
emErrs8.push(err39);
}
}
vErrors = emErrs8;
errors = emErrs8.length;
}
}
}
else {
const err40 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"required":{"email":[]}};
const templates1 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err41 of vErrors){
if((((((err41.keyword !== "errorMessage") && (!err41.emUsed)) && (err41.instancePath === instancePath)) && (err41.keyword in emErrors1)) && (err41.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err41.schemaPath.slice(1)))){
emPropParams0 = obj0[err41.keyword];
emParamsErrors0 = emErrors1[err41.keyword][err41.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err41);
err41.emUsed = true;
}
}
}
for(const key1 in emErrors1){
for(const keyProp0 in emErrors1[key1]){
emParamsErrors0 = emErrors1[key1][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates1[key1] && templates1[key1][keyProp0];
const err42 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema19.errorMessage[key1][keyProp0]};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
const emErrs9 = [];
for(const err43 of vErrors){
if(!err43.emUsed){
emErrs9.push(err43);
}
}
vErrors = emErrs9;
errors = emErrs9.length;
}
validate17.errors = vErrors;
return errors === 0;
}

export const offerClaim = validate18;
const schema20 = {"type":"object","required":["customerNumber","firstName","lastName","email","phone"],"properties":{"firstName":{"type":"string","pattern":"\\S","errorMessage":{"type":"First Name is required.","pattern":"First Name is required."}},"lastName":{"type":"string","pattern":"\\S","errorMessage":{"type":"Last Name is required.","pattern":"Last Name is required."}},"email":{"type":"string","pattern":"\\S","errorMessage":{"type":"Email is required.","pattern":"Email is required.","if":"Enter a valid email address."},"if":{"type":"string","pattern":"\\S"},"then":{"type":"string","pattern":"^\\s*[^\\s@,]+@[^\\s@,]+\\.[^\\s@,]+\\s*$","errorMessage":"Enter a valid email address."}},"phone":{"type":"string","pattern":"\\S","errorMessage":{"type":"Phone is required.","pattern":"Phone is required.","if":"Enter a valid phone number."},"if":{"type":"string","pattern":"\\S"},"then":{"type":"string","pattern":"^\\s*(\\([2-9][0-9]{2}\\)|[2-9][0-9]{2})[-\\s]?[0-9]{3}[-\\s]?[0-9]{4}\\s*$","errorMessage":"Enter a valid phone number."}},"zip":{"type":"string","pattern":"\\S","errorMessage":{"type":"ZIP is required.","pattern":"ZIP is required.","if":"Enter a five digit ZIP code."},"if":{"type":"string","pattern":"\\S"},"then":{"type":"string","pattern":"^\\s*[0-9]{5}","errorMessage":"Enter a five digit ZIP code."}},"referralCode":{"type":"string"},"customerNumber":{"type":"string","pattern":"\\S","errorMessage":{"type":"Customer Number is required.","pattern":"Customer Number is required.","if":"Customer Number is not valid. Enter the 6 to 12 digits printed on your monthly statement."},"if":{"type":"string","pattern":"\\S"},"then":{"type":"string","pattern":"^\\s*[0-9]([\\s-]*[0-9]){5,11}\\s*$","errorMessage":"Customer Number is not valid. Enter the 6 to 12 digits printed on your monthly statement."}}},"errorMessage":{"required":{"customerNumber":"Customer Number is required.","firstName":"First Name is required.","lastName":"Last Name is required.","email":"Email is required.","phone":"Phone is required."}},"$id":"contact-rules-offerClaim"};
const pattern52 = new RegExp("^\\s*[0-9]([\\s-]*[0-9]){5,11}\\s*$", "u");

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="contact-rules-offerClaim" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.customerNumber === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "customerNumber"},message:"must have required property '"+"customerNumber"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.firstName === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.lastName === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.email === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.phone === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phone"},message:"must have required property '"+"phone"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.firstName !== undefined){
let data0 = data.firstName;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err5 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[],"pattern":[]};
const templates0 = {};
for(const err7 of vErrors){
if((((((err7.keyword !== "errorMessage") && (!err7.emUsed)) && (err7.instancePath === instancePath+"/firstName")) && (err7.keyword in emErrors0)) && (err7.schemaPath.indexOf("#/properties/firstName") === 0)) && (/^\/[^\/]*$/.test(err7.schemaPath.slice(22)))){
emErrors0[err7.keyword].push(err7);
err7.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err8 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema20.properties.firstName.errorMessage[key0]};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
const emErrs0 = [];
for(const err9 of vErrors){
if(!err9.emUsed){
emErrs0.push(err9);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.lastName !== undefined){
let data1 = data.lastName;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err10 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"type":[],"pattern":[]};
const templates1 = {};
for(const err12 of vErrors){
if((((((err12.keyword !== "errorMessage") && (!err12.emUsed)) && (err12.instancePath === instancePath+"/lastName")) && (err12.keyword in emErrors1)) && (err12.schemaPath.indexOf("#/properties/lastName") === 0)) && (/^\/[^\/]*$/.test(err12.schemaPath.slice(21)))){
emErrors1[err12.keyword].push(err12);
err12.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err13 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema20.properties.lastName.errorMessage[key1]};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
const emErrs1 = [];
for(const err14 of vErrors){
if(!err14.emUsed){
emErrs1.push(err14);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.email !== undefined){
let data2 = data.email;
const _errs7 = errors;
let valid1 = true;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err15 = {};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
var _valid0 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs10 = errors;
if(typeof data2 === "string"){
if(!pattern3.test(data2)){
const err17 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/then/pattern",keyword:"pattern",params:{pattern: "^\\s*[^\\s@,]+@[^\\s@,]+\\.[^\\s@,]+\\s*$"},message:"must match pattern \""+"^\\s*[^\\s@,]+@[^\\s@,]+\\.[^\\s@,]+\\s*$"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/then/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(errors > 0){
const emErrs2 = [];
for(const err19 of vErrors){
if(((((err19.keyword !== "errorMessage") && (!err19.emUsed)) && ((err19.instancePath === instancePath+"/email") || ((err19.instancePath.indexOf(instancePath+"/email") === 0) && (err19.instancePath[instancePath+"/email".length] === "/")))) && (err19.schemaPath.indexOf("#/properties/email/then") === 0)) && (err19.schemaPath["#/properties/email/then".length] === "/")){
emErrs2.push(err19);
err19.emUsed = true;
}
}
if(emErrs2.length){
const err20 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/then/errorMessage",keyword:"errorMessage",params:{errors: emErrs2},message:"Enter a valid email address."};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const emErrs3 = [];
for(const err21 of vErrors){
if(!err21.emUsed){
emErrs3.push(err21);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
var _valid0 = _errs10 === errors;
valid1 = _valid0;
}
if(!valid1){
const err22 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err23 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"type":[],"pattern":[],"if":[]};
const templates2 = {};
for(const err25 of vErrors){
if((((((err25.keyword !== "errorMessage") && (!err25.emUsed)) && (err25.instancePath === instancePath+"/email")) && (err25.keyword in emErrors2)) && (err25.schemaPath.indexOf("#/properties/email") === 0)) && (/^\/[^\/]*$/.test(err25.schemaPath.slice(18)))){
emErrors2[err25.keyword].push(err25);
err25.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err26 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema20.properties.email.errorMessage[key2]};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
const emErrs4 = [];
for(const err27 of vErrors){
if(!err27.emUsed){
emErrs4.push(err27);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data.phone !== undefined){
let data3 = data.phone;
const _errs14 = errors;
let valid2 = true;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err28 = {};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
var _valid1 = _errs15 === errors;
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs17 = errors;
if(typeof data3 === "string"){
if(!pattern6.test(data3)){
const err30 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/then/pattern",keyword:"pattern",params:{pattern: "^\\s*(\\([2-9][0-9]{2}\\)|[2-9][0-9]{2})[-\\s]?[0-9]{3}[-\\s]?[0-9]{4}\\s*$"},message:"must match pattern \""+"^\\s*(\\([2-9][0-9]{2}\\)|[2-9][0-9]{2})[-\\s]?[0-9]{3}[-\\s]?[0-9]{4}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/then/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(errors > 0){
const emErrs5 = [];
for(const err32 of vErrors){
if(((((err32.keyword !== "errorMessage") && (!err32.emUsed)) && ((err32.instancePath === instancePath+"/phone") || ((err32.instancePath.indexOf(instancePath+"/phone") === 0) && (err32.instancePath[instancePath+"/phone".length] === "/")))) && (err32.schemaPath.indexOf("#/properties/phone/then") === 0)) && (err32.schemaPath["#/properties/phone/then".length] === "/")){
emErrs5.push(err32);
err32.emUsed = true;
}
}
if(emErrs5.length){
const err33 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/then/errorMessage",keyword:"errorMessage",params:{errors: emErrs5},message:"Enter a valid phone number."};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
const emErrs6 = [];
for(const err34 of vErrors){
if(!err34.emUsed){
emErrs6.push(err34);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
var _valid1 = _errs17 === errors;
valid2 = _valid1;
}
if(!valid2){
const err35 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err36 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"type":[],"pattern":[],"if":[]};
const templates3 = {};
for(const err38 of vErrors){
if((((((err38.keyword !== "errorMessage") && (!err38.emUsed)) && (err38.instancePath === instancePath+"/phone")) && (err38.keyword in emErrors3)) && (err38.schemaPath.indexOf("#/properties/phone") === 0)) && (/^\/[^\/]*$/.test(err38.schemaPath.slice(18)))){
emErrors3[err38.keyword].push(err38);
err38.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err39 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema20.properties.phone.errorMessage[key3]};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
const emErrs7 = [];
for(const err40 of vErrors){
if(!err40.emUsed){
emErrs7.push(err40);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
}
if(data.zip !== undefined){
let data4 = data.zip;
const _errs21 = errors;
let valid3 = true;
const _errs22 = errors;
if(errors === _errs22){
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
const err41 = {};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
var _valid2 = _errs22 === errors;
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs24 = errors;
if(typeof data4 === "string"){
if(!pattern9.test(data4)){
const err43 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/then/pattern",keyword:"pattern",params:{pattern: "^\\s*[0-9]{5}"},message:"must match pattern \""+"^\\s*[0-9]{5}"+"\""};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/then/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(errors > 0){
const emErrs8 = [];
for(const err45 of vErrors){
if(((((err45.keyword !== "errorMessage") && (!err45.emUsed)) && ((err45.instancePath === instancePath+"/zip") || ((err45.instancePath.indexOf(instancePath+"/zip") === 0) && (err45.instancePath[instancePath+"/zip".length] === "/")))) && (err45.schemaPath.indexOf("#/properties/zip/then") === 0)) && (err45.schemaPath["#/properties/zip/then".length] === "/")){
emErrs8.push(err45);
err45.emUsed = true;
}
}
if(emErrs8.length){
const err46 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/then/errorMessage",keyword:"errorMessage",params:{errors: emErrs8},message:"Enter a five digit ZIP code."};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
const emErrs9 = [];
for(const err47 of vErrors){
if(!err47.emUsed){
emErrs9.push(err47);
}
}
vErrors = emErrs9;
errors = emErrs9.length;
}
var _valid2 = _errs24 === errors;
valid3 = _valid2;
}
if(!valid3){
const err48 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
const err49 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"type":[],"pattern":[],"if":[]};
const templates4 = {};
for(const err51 of vErrors){
if((((((err51.keyword !== "errorMessage") && (!err51.emUsed)) && (err51.instancePath === instancePath+"/zip")) && (err51.keyword in emErrors4)) && (err51.schemaPath.indexOf("#/properties/zip") === 0)) && (/^\/[^\/]*$/.test(err51.schemaPath.slice(16)))){
emErrors4[err51.keyword].push(err51);
err51.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err52 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema20.properties.zip.errorMessage[key4]};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
const emErrs10 = [];
for(const err53 of vErrors){
if(!err53.emUsed){
emErrs10.push(err53);
}
}
vErrors = emErrs10;
errors = emErrs10.length;
}
}
if(data.referralCode !== undefined){
if(typeof data.referralCode !== "string"){
const err54 = {instancePath:instancePath+"/referralCode",schemaPath:"#/properties/referralCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.customerNumber !== undefined){
let data6 = data.customerNumber;
const _errs30 = errors;
let valid4 = true;
const _errs31 = errors;
if(errors === _errs31){
if(typeof data6 === "string"){
if(!pattern0.test(data6)){
const err55 = {};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
else {
const err56 = {};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
var _valid3 = _errs31 === errors;
errors = _errs30;
if(vErrors !== null){
if(_errs30){
vErrors.length = _errs30;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs33 = errors;
if(typeof data6 === "string"){
if(!pattern52.test(data6)){
const err57 = {instancePath:instancePath+"/customerNumber",schemaPath:"#/properties/customerNumber/then/pattern",keyword:"pattern",params:{pattern: "^\\s*[0-9]([\\s-]*[0-9]){5,11}\\s*$"},message:"must match pattern \""+"^\\s*[0-9]([\\s-]*[0-9]){5,11}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/customerNumber",schemaPath:"#/properties/customerNumber/then/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(errors > 0){
const emErrs11 = [];
for(const err59 of vErrors){
if(((((err59.keyword !== "errorMessage") && (!err59.emUsed)) && ((err59.instancePath === instancePath+"/customerNumber") || ((err59.instancePath.indexOf(instancePath+"/customerNumber") === 0) && (err59.instancePath[instancePath+"/customerNumber".length] === "/")))) && (err59.schemaPath.indexOf("#/properties/customerNumber/then") === 0)) && (err59.schemaPath["#/properties/customerNumber/then".length] === "/")){
emErrs11.push(err59);
err59.emUsed = true;
}
}
if(emErrs11.length){
const err60 = {instancePath:instancePath+"/customerNumber",schemaPath:"#/properties/customerNumber/then/errorMessage",keyword:"errorMessage",params:{errors: emErrs11},message:"Customer Number is not valid. Enter the 6 to 12 digits printed on your monthly statement."};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
const emErrs12 = [];
for(const err61 of vErrors){
if(!err61.emUsed){
emErrs12.push(err61);
}
}
vErrors = emErrs12;
errors = emErrs12.length;
}
var _valid3 = _errs33 === errors;
valid4 = _valid3;
}
if(!valid4){
const err62 = {instancePath:instancePath+"/customerNumber",schemaPath:"#/properties/customerNumber/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(typeof data6 === "string"){
if(!pattern0.test(data6)){
const err63 = {instancePath:instancePath+"/customerNumber",schemaPath:"#/properties/customerNumber/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
else {
const err64 = {instancePath:instancePath+"/customerNumber",schemaPath:"#/properties/customerNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"type":[],"pattern":[],"if":[]};
const templates5 = {};
for(const err65 of vErrors){
if((((((err65.keyword !== "errorMessage") && (!err65.emUsed)) && (err65.instancePath === instancePath+"/customerNumber")) && (err65.keyword in emErrors5)) && (err65.schemaPath.indexOf("#/properties/customerNumber") === 0)) && (/^\/[^\/]*$/.test(err65.schemaPath.slice(27)))){
emErrors5[err65.keyword].push(err65);
err65.emUsed = true;
}
}
for(const key5 in emErrors5){
if(emErrors5[key5].length){
const err66 = {instancePath:instancePath+"/customerNumber",schemaPath:"#/properties/customerNumber/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key5]},message:key5 in templates5 ? templates5[key5]() : schema20.properties.customerNumber.errorMessage[key5]};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
const emErrs13 = [];
for(const err67 of vErrors){
if(!err67.emUsed){
emErrs13.push(err67);
}
}
vErrors = emErrs13;
errors = emErrs13.length;
}
}
}
else {
const err68 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(errors > 0){
const emErrors6 = {"required":{"customerNumber":[],"firstName":[],"lastName":[],"email":[],"phone":[]}};
const templates6 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err69 of vErrors){
if((((((err69.keyword !== "errorMessage") && (!err69.emUsed)) && (err69.instancePath === instancePath)) && (err69.keyword in emErrors6)) && (err69.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err69.schemaPath.slice(1)))){
emPropParams0 = obj0[err69.keyword];
emParamsErrors0 = emErrors6[err69.keyword][err69.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err69);
err69.emUsed = true;
}
}
}
for(const key6 in emErrors6){
for(const keyProp0 in emErrors6[key6]){
emParamsErrors0 = emErrors6[key6][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates6[key6] && templates6[key6][keyProp0];
const err70 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema20.errorMessage[key6][keyProp0]};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
const emErrs14 = [];
for(const err71 of vErrors){
if(!err71.emUsed){
emErrs14.push(err71);
}
}
vErrors = emErrs14;
errors = emErrs14.length;
}
validate18.errors = vErrors;
return errors === 0;
}

