class broken::syntax {
  notice(
}
