/**
 * The mock server's own message for a result code, in the request's language. English comes from
 * the spec (ResultCode's x-enum-descriptions); Chinese is the server's wording.
 */
import spec from "@/generated/openapi.json";

type Language = "en" | "zh-cn";

const resultCode = (
  spec as unknown as {
    components: { schemas: { ResultCode: { enum: number[]; "x-enum-descriptions": string[] } } };
  }
).components.schemas.ResultCode;

const english = new Map(resultCode.enum.map((code, i) => [code, resultCode["x-enum-descriptions"][i]!]));

const chinese: Record<number, string> = {
  0: "成功",
  100: "登录已失效，请重新登录",
  1301: "账号异常，请稍后再试",
  1302: "账号异常，请稍后再试",
  1303: "昵称不能为空",
  1304: "昵称长度应为2-20个字符",
  1305: "昵称不能包含特殊字符",
  1306: "邮箱格式不正确",
  1307: "邮箱无效或已被注册",
  1308: "请60秒后再发送",
  1309: "今日验证码发送次数已达上限",
  1310: "邮箱或密码错误",
  1311: "昵称不符合规则",
  1312: "邮箱无效或已被注册",
  1313: "邮箱验证码错误",
  1314: "验证码已过期，请重新获取",
  1315: "今日登录失败次数已达上限",
  1316: "邮箱或密码错误",
  1317: "账号异常，请联系客服",
  1318: "密码格式不正确",
  1501: "您已举报过该内容",
  1502: "举报成功",
};

export function messageFor(code: number, language: Language): string {
  if (language === "zh-cn") return chinese[code] ?? `错误 ${code}`;
  return english.get(code) ?? `Error ${code}`;
}

export const languageOf = (request: Request): Language =>
  request.headers.get("language") === "zh-cn" ? "zh-cn" : "en";
