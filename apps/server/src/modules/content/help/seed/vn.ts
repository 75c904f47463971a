import type { HelpSeedTexts } from './types.js';

export const HELP_SEED_VN: HelpSeedTexts = {
  'how-to-deposit': {
    title: 'Cách nạp tiền mã hóa',
    keywords: 'nạp tiền, nạp, thêm tiền, chứng từ, địa chỉ, demo',
    body: `Tiền nạp vào **tài khoản giao dịch (giao ngay)** của bạn. Mở **Tài sản → Nạp** ([/recharge](/recharge)).

1. Chọn đồng coin và mạng: USDT và ETH trên **ERC20**, BTC trên mạng **Bitcoin**.
2. Sao chép địa chỉ hoặc quét mã QR, rồi gửi từ ví hoặc sàn khác. Chỉ gửi đúng coin đó trên đúng mạng đó: tài sản gửi qua mạng khác không thể khôi phục.
3. Quay lại trang nạp, nhập số tiền đã gửi và tải lên ảnh chụp giao dịch đã hoàn tất (JPG hoặc PNG dưới 8 MB) thể hiện số tiền và mã băm giao dịch.
4. Bộ phận tài chính kiểm tra giao dịch và ghi có cho bạn một lần. Theo dõi mọi khoản nạp tại **Lịch sử nạp** ([/cbjl](/cbjl)); khoản bị từ chối sẽ ghi lý do.

### "Địa chỉ demo" và "Giá mô phỏng"

Nếu trang hiển thị **Không gửi tiền đến địa chỉ này**, nghĩa là hệ thống chưa cấu hình địa chỉ nạp thật: địa chỉ chỉ là tạm thời và mọi thứ gửi đến sẽ mất. Hãy liên hệ đơn vị vận hành trước.

Nhãn **Giá mô phỏng** nghĩa là giá đến từ bộ mô phỏng của nền tảng chứ không phải sàn thật, và sổ lệnh do các nhà tạo lập thị trường demo đặt. Tài khoản demo bắt đầu với **số dư khởi đầu demo**, được ghi như vậy trong lịch sử tài khoản. Không có gì trên bản demo là tiền thật.`,
  },
  'how-to-withdraw': {
    title: 'Cách rút tiền: phí, hạn mức và tạm giữ',
    keywords: 'rút tiền, rút, phí, tối thiểu, hạn mức, mật khẩu giao dịch, tạm giữ',
    body: `Rút tại **Tài sản → Rút** ([/money](/money)). Tiền rút đi dưới dạng **USDT trên ERC20** từ tài khoản giao dịch.

### Trước lần rút tiền đầu tiên

- email hoặc số điện thoại đã xác nhận,
- **mật khẩu giao dịch** (6 chữ số, đặt tại [/bindmpwd](/bindmpwd)),
- **xác minh danh tính cơ bản**; một lần rút từ **20.000 USDT trở lên** cần thêm **xác minh nâng cao**.

### Quy tắc

| Quy tắc | Mặc định |
|---|---|
| Số tiền mỗi lần rút | 100 – 200.000 USDT |
| Phí mạng | 1 USDT mỗi lần rút |
| Số lần rút mỗi ngày | 2 (theo ngày Hồng Kông) |
| Giờ xử lý | 12:00 – 24:00 giờ Hồng Kông (UTC+8) |
| Khối lượng giao dịch | ít nhất 90% tổng USDT đã nạp |

Trang rút tiền hiển thị giá trị hiện tại và tình trạng của bạn; khi bị từ chối sẽ nêu quy tắc gây ra.

### Tạm giữ bảo mật 24 giờ

Trong **24 giờ sau khi đổi mật khẩu đăng nhập, số điện thoại, email, xác thực hai yếu tố hoặc mật khẩu giao dịch**, yêu cầu rút tiền bị từ chối. Điều này bảo vệ bạn nếu người khác chiếm tài khoản. Trang bảo mật và trang rút tiền cho biết khi nào hết tạm giữ.

### Sau khi gửi yêu cầu

Số tiền cùng phí bị phong tỏa và bộ phận tài chính xét duyệt. Tiền được chuyển đến địa chỉ, hoặc bị từ chối kèm lý do và giải phong tỏa. Theo dõi tại **Lịch sử rút** ([/tbjl](/tbjl)). Nhập sai mật khẩu giao dịch 5 lần sẽ bị khóa 1 giờ.`,
  },
  'trading-fees': {
    title: 'Phí giao dịch: giao ngay, hợp đồng và giao nhận',
    keywords: 'phí, hoa hồng, bên tạo lệnh, bên khớp lệnh, maker, taker, phí tài trợ, phí funding, phí qua đêm, chi phí',
    body: `Mọi khoản phí được thu khi phát sinh và ghi trong lịch sử tài khoản.

### Giao ngay (coin đổi coin)

**0,1% bên tạo lệnh và 0,1% bên khớp lệnh**, tính trên phần bạn nhận: người mua trả bằng coin mua được, người bán trả bằng USDT. Làm tròn xuống.

### Hợp đồng đòn bẩy (vĩnh cửu và CFD)

Phí mở và phí đóng tính trên giá trị danh nghĩa của vị thế:

| Thị trường | Phí mở / đóng | Chi phí nắm giữ |
|---|---|---|
| Vĩnh cửu tiền mã hóa | mỗi loại 0,05% | phí tài trợ 0,01% mỗi 8 giờ |
| Ngoại hối | mỗi loại 0,02% | qua đêm 0,01% mỗi ngày |
| Kim loại, dầu | mỗi loại 0,03% | qua đêm 0,02% mỗi ngày |
| Cổ phiếu Mỹ | mỗi loại 0,05% | qua đêm 0,02% mỗi ngày |

Phí tài trợ đến hạn lúc 00:00, 08:00 và 16:00 UTC (vị thế mua trả, vị thế bán nhận); phí qua đêm CFD lúc 22:00 UTC cho mỗi đêm giữ vị thế. Không bao giờ vượt quá ký quỹ của vị thế. Giá còn bao gồm chênh lệch nhỏ quanh giá tham chiếu.

### Hợp đồng giao nhận

Không có phí: tỷ lệ chi trả của sản phẩm bạn chọn là toàn bộ giá.

### Rút tiền

1 USDT cho mỗi lần rút USDT (phí mạng).`,
  },
  'spot-orders': {
    title: 'Lệnh giao ngay hoạt động thế nào',
    keywords: 'lệnh giới hạn, lệnh thị trường, chỉ tạo lệnh, post-only, IOC, FOK, sổ lệnh, mua, bán',
    body: `Giao dịch giao ngay ([/deal](/deal)) đổi coin lấy USDT trong **tài khoản giao dịch**. Lệnh được khớp theo **giá trước, thời gian sau**: giá tốt nhất trước, cùng giá thì ai đến trước khớp trước.

### Loại lệnh

- **Giới hạn**: bạn đặt giá và khối lượng. Phần chưa khớp ngay nằm trên sổ lệnh cho đến khi khớp hoặc bị hủy. Mua sẽ phong tỏa giá × khối lượng USDT.
- **Thị trường**: khớp ngay với sổ lệnh. Lệnh mua thị trường tiêu một **số USDT** bạn chọn, không hơn; lệnh bán thị trường bán một **khối lượng** coin.

### Tùy chọn

- **Chỉ tạo lệnh**: lệnh phải nằm trên sổ với vai trò bên tạo lệnh. Nếu sẽ khớp ngay, lệnh bị từ chối chứ không bị thay đổi.
- **GTC** (hiệu lực đến khi hủy, mặc định), **IOC** (khớp phần có thể ngay, hủy phần còn lại), **FOK** (khớp toàn bộ ngay hoặc không khớp).

### Cần biết

- Lệnh phải trị giá ít nhất **5 USDT**, với giá và khối lượng theo bước giá và bước khối lượng của thị trường.
- Các lệnh của chính bạn không khớp với nhau: lệnh đến sau bị hủy.
- Phí: 0,1% phần nhận được.
- Lệnh đang mở, lịch sử lệnh và lịch sử khớp nằm dưới biểu đồ; phần lệnh mở giữ lại bị phong tỏa và được giải phóng khi lệnh kết thúc.`,
  },
  'leveraged-contracts': {
    title: 'Hợp đồng đòn bẩy và thanh lý',
    keywords: 'đòn bẩy, ký quỹ, vĩnh cửu, CFD, thanh lý, cắt lỗ, chốt lời, mua, bán',
    body: `Giao dịch đòn bẩy ([/deal_c](/deal_c)) cho phép mở vị thế mua hoặc bán lớn hơn ký quỹ. Ký quỹ lấy từ **tài khoản hợp đồng**: hãy chuyển USDT trước tại trang tài sản. Nền tảng là đối tác của mọi vị thế.

### Đòn bẩy tối đa

Vĩnh cửu tiền mã hóa (BTC, ETH, SOL, XRP, DOGE, BNB) **100x**; ngoại hối **50x**; vàng và bạc **20x**; dầu **10x**; cổ phiếu Mỹ **5x**. Ngoại hối, kim loại, dầu và cổ phiếu chỉ giao dịch trong giờ thị trường.

### Thanh lý

Vị thế được định giá theo **giá đánh dấu** (giá tham chiếu). Khi vốn của vị thế (ký quỹ cộng lãi lỗ chưa thực hiện) giảm xuống **ký quỹ duy trì**, vị thế bị thanh lý ngay:

| Thị trường | Ký quỹ duy trì (trên giá trị danh nghĩa) |
|---|---|
| Tiền mã hóa | 0,5% |
| Ngoại hối | 1% |
| Kim loại | 2,5% |
| Dầu | 5% |
| Cổ phiếu | 10% |

Giá thanh lý hiển thị trước khi xác nhận và trên vị thế. Đòn bẩy càng cao, giá này càng gần giá vào.

**Bạn không bao giờ mất quá ký quỹ của vị thế**: phần lỗ vượt quá do quỹ bảo hiểm chi trả.

### Hạn chế rủi ro

Đặt **cắt lỗ** và **chốt lời** khi mở hoặc sau đó; chúng đóng vị thế theo giá thị trường khi chạm. Phí tài trợ (tiền mã hóa) và phí qua đêm (CFD) trừ vào ký quỹ, làm giá thanh lý dịch chuyển nhẹ.`,
  },
  'delivery-contracts': {
    title: 'Hợp đồng giao nhận: lên hay xuống trong thời gian cố định',
    keywords: 'giao nhận, quyền chọn, nhị phân, lên, xuống, tỷ lệ chi trả, đáo hạn, tiền cược',
    body: `Hợp đồng giao nhận ([/deal_jg](/deal_jg)) là dự đoán giá sẽ **cao hơn (lên)** hay **thấp hơn (xuống)** sau một khoảng thời gian cố định. Tiền đặt lấy từ **tài khoản tương lai**: hãy chuyển USDT trước.

### Sản phẩm

| Thời lượng | Chi trả khi thắng | Tiền đặt |
|---|---|---|
| 30 giây | 80% | 10 – 5.000 USDT |
| 60 giây | 85% | 10 – 10.000 USDT |
| 120 giây | 88% | 10 – 10.000 USDT |
| 300 giây | 90% | 10 – 10.000 USDT |

### Cách thanh toán

- **Giá mua** là giá tham chiếu mới nhất khi mua (bị từ chối nếu cũ hơn 5 giây).
- **Giá thanh toán** là giá tham chiếu tại giây đáo hạn. Cả hai giá và thời điểm đều ghi trên lệnh.
- **Thắng**: nhận lại tiền đặt cộng tiền đặt × tỷ lệ chi trả.
- **Thua**: mất tiền đặt.
- **Giá không đổi**: hòa, hoàn lại toàn bộ tiền đặt.

Thời lượng và tỷ lệ được cố định trên lệnh khi mua. Không có phí riêng. Lệnh đang mở và đã thanh toán tại [/jgcc](/jgcc). Chỉ đặt số tiền bạn chấp nhận mất: biến động ngắn hạn gần như tung đồng xu.`,
  },
  'earn-products': {
    title: 'Sinh lời: cách tính lãi và rút trước hạn',
    keywords: 'sinh lời, lãi, tiết kiệm, lưu ký, lợi suất, lãi năm, rút trước hạn, ngày Hồng Kông',
    body: `Sinh lời ([/profit_index](/profit_index)) trả lãi hằng ngày cho USDT bạn gửi kỳ hạn cố định. Tiền gốc chuyển từ tài khoản giao dịch sang tài khoản sinh lời của riêng bạn, và điều khoản sản phẩm được sao chép vào lệnh: thay đổi sau này không ảnh hưởng.

### Sản phẩm

| Kỳ hạn | Lãi ngày | Khoảng mỗi năm | Rút trước hạn |
|---|---|---|---|
| 30 ngày | 0,012% | 4,4% | giữ lãi đã có |
| 180 ngày | 0,0164% | 6,0% | giữ lại một nửa lãi đã có |
| 365 ngày | 0,0219% | 8,0% | mất lãi đã có |

Mỗi lệnh từ 100 – 100.000 USDT, trong hạn mức còn lại của sản phẩm.

### Tính lãi

- Ngày tính theo **ngày lịch Hồng Kông** (UTC+8). Ngày mua là **ngày 1**.
- Lãi của một ngày được ghi sau khi ngày đó kết thúc; lệnh liệt kê từng ngày.
- Làm tròn không làm bạn thiệt: phần dư chuyển sang ngày sau, cả kỳ trả đúng gốc × lãi suất × số ngày, làm tròn xuống một lần.

### Đáo hạn và rút trước hạn

Khi đáo hạn, gốc và lãi được trả vào **ngày làm việc** tiếp theo (bỏ qua cuối tuần và ngày nghỉ đã công bố). Muốn rút sớm, mở **Lưu ký của tôi** ([/profit_wdtg](/profit_wdtg)): báo giá hiển thị chính xác số bạn sẽ nhận. Nếu một ngày kết thúc trước khi bạn xác nhận, bạn sẽ được yêu cầu xác nhận báo giá mới.`,
  },
  'usdt-loans': {
    title: 'Khoản vay USDT: lãi, phí trễ hạn và điểm tín dụng',
    keywords: 'khoản vay, vay, lãi, phí trễ hạn, quá hạn, điểm tín dụng, hạn mức, tài sản đảm bảo',
    body: `Đăng ký vay USDT tại [/repayment](/repayment). Bạn cần liên hệ đã xác nhận và **xác minh cơ bản**; bộ phận cho vay xét duyệt từng hồ sơ cùng giấy tờ.

### Sản phẩm

| Kỳ hạn | Lãi | Số tiền |
|---|---|---|
| 30 ngày | 0,05% mỗi ngày | 100 – 50.000 USDT |
| 90 ngày | 0,04% mỗi ngày | 100 – 50.000 USDT |

Lãi tính theo số ngày vay (ít nhất một ngày, tối đa bằng kỳ hạn), nên trả sớm rẻ hơn. Lịch trả nợ hiển thị trước khi đăng ký.

### Phí trễ hạn

Sau ngày đến hạn, **phí trễ hạn 0,5% tiền gốc** được tính cho mỗi ngày đã qua đến khi trả. Trả bằng số dư hoặc tải lên chứng từ chuyển khoản.

### Điểm tín dụng và hạn mức

Hạn mức phụ thuộc điểm tín dụng ([/credit](/credit)): cơ sở 50, +10 cơ bản, +10 nâng cao, +5 địa chỉ, +1 mỗi 30 ngày tuổi tài khoản (tối đa 10), +3 mỗi khoản trả đúng hạn (tối đa 15), **−2 mỗi ngày quá hạn** (tối đa −50).

| Điểm | Hạn mức (tổng khoản vay đang mở) |
|---|---|
| 60 | 1.000 USDT |
| 70 | 5.000 USDT |
| 80 | 20.000 USDT |
| 90 | 50.000 USDT |

### Vay thế chấp tiền mã hóa

Vay tới 65% giá trị BTC hoặc ETH bạn khóa, lãi 0,02% mỗi ngày. Ở 75% bạn nhận cảnh báo ký quỹ; ở 85%, tài sản đảm bảo được bán vừa đủ (phí 2%) để trở về 65%.`,
  },
  'verification-levels': {
    title: 'Các cấp xác minh danh tính và quyền được mở',
    keywords: 'KYC, xác minh, danh tính, CCCD, hộ chiếu, cơ bản, nâng cao, địa chỉ, tên thật',
    body: `Đội tuân thủ xét duyệt xác minh. Bắt đầu tại [/sfyz](/sfyz). Ảnh phải là JPG hoặc PNG rõ nét dưới 8 MB; được lưu riêng tư và chỉ bạn cùng đội tuân thủ xem được.

### Cơ bản

Quốc tịch (đã chọn khi đăng ký), loại giấy tờ, tên thật và số giấy tờ, kèm **mặt trước, mặt sau và ảnh bạn cầm giấy tờ** cùng tờ ghi chú có chữ ký.

Mở: **rút tiền**, **khoản vay USDT**, **mua nhanh** (mua; bán cần thêm mật khẩu giao dịch). +10 điểm tín dụng.

### Nâng cao

Cần cơ bản trước: **ảnh chân dung** và **ảnh cầm giấy tờ**.

Mở: **rút một lần từ 20.000 USDT trở lên** và đăng ký làm **thương nhân mua nhanh**. +10 điểm tín dụng.

### Địa chỉ

Cần cơ bản trước: địa chỉ và **hóa đơn tiện ích** hoặc sao kê ngân hàng gần đây. +5 điểm tín dụng.

### Cần biết

- Mỗi cấp ở trạng thái *đang xét* cho đến khi được duyệt, rồi *đã duyệt* hoặc *bị từ chối* kèm lý do; sau khi bị từ chối bạn có thể gửi lại.
- Dữ liệu đã duyệt không thể thay đổi.
- **Mỗi người một tài khoản đã xác minh**: số giấy tờ đã xác minh ở tài khoản khác sẽ bị từ chối.
- Bạn nhận tin nhắn trong hộp thư khi có quyết định.`,
  },
  'account-security': {
    title: 'Bảo mật tài khoản và xác thực hai yếu tố',
    keywords: '2FA, xác thực hai yếu tố, ứng dụng xác thực, TOTP, mã khôi phục, mật khẩu, phiên đăng nhập, mức bảo mật',
    body: `Mức bảo mật ([/security](/security)) tính năm lớp bảo vệ: **điện thoại, email, mật khẩu giao dịch, xác thực hai yếu tố và câu hỏi bảo mật**. Đủ năm: mạnh; ba hoặc bốn: yếu; ít hơn: nguy hiểm. Trang liệt kê những gì còn thiếu.

### Xác thực hai yếu tố (2FA)

1. Cài ứng dụng xác thực (Google Authenticator, Microsoft Authenticator, Authy, 1Password…).
2. Quét mã QR trên trang bảo mật và nhập mã 6 chữ số để xác nhận hoạt động.
3. Lưu ngoại tuyến **mười mã khôi phục** chỉ hiển thị một lần. Mỗi mã dùng được một lần nếu bạn mất điện thoại.

Khi bật 2FA, mỗi lần đăng nhập và mỗi thay đổi bảo mật đều cần mã, và mỗi mã chỉ được chấp nhận một lần.

### Thói quen tốt

- Dùng mật khẩu đăng nhập riêng và mật khẩu giao dịch 6 số **khác**.
- Kiểm tra **thiết bị và phiên** tại [/setting](/setting) và đăng xuất phiên lạ.
- Sau **10 lần đăng nhập sai** từ một địa chỉ trong 15 phút, đăng nhập từ địa chỉ đó tạm dừng 15 phút.
- Đổi mật khẩu, điện thoại, email, 2FA hoặc mật khẩu giao dịch sẽ tạm dừng **rút tiền 24 giờ**. Nếu không phải bạn đổi, hãy liên hệ hỗ trợ ngay.`,
  },
  'anti-phishing-code': {
    title: 'Mã chống lừa đảo: phân biệt nhân viên thật và kẻ mạo danh',
    keywords: 'lừa đảo, giả mạo, mạo danh, mã chống lừa đảo, phishing, email, hỗ trợ, nhân viên',
    body: `Đặt **mã chống lừa đảo** trên trang bảo mật ([/security](/security)): một từ chỉ bạn và chúng tôi biết.

### Bạn sẽ thấy mã ở đâu

- Trong **mọi email** chúng tôi gửi tới tài khoản của bạn (mã, thông báo, cảnh báo bảo mật).
- Bên cạnh **mọi tin nhắn của nhân viên hỗ trợ** trong chat trực tuyến ([/service](/service)).

Email hay tin nhắn tự xưng là chúng tôi **mà không có mã của bạn, hoặc sai mã, là giả mạo**. Đừng bấm liên kết hay trả lời. SMS không bao giờ chứa mã, nên hãy cẩn trọng với liên kết trong SMS.

### Điều nhân viên thật không bao giờ làm

- Hỏi **mật khẩu đăng nhập, mật khẩu giao dịch, mã xác minh, mã 2FA hoặc mã khôi phục** của bạn.
- Yêu cầu bạn gửi tiền mã hóa để "xác minh", "mở khóa" hay "nâng cấp" tài khoản.
- Yêu cầu đưa giao dịch mua nhanh, thanh toán hay cuộc trò chuyện ra ngoài nền tảng.
- Chủ động liên hệ bạn qua mạng xã hội hoặc ứng dụng nhắn tin.

### Nếu bạn bị nhắm tới

Đừng làm theo tin nhắn. Đổi mật khẩu nếu bạn đã nhập ở đâu đó, kiểm tra phiên tại [/setting](/setting) và báo cho hỗ trợ qua chat trực tuyến trên trang này.`,
  },
  'quick-buy-safety': {
    title: 'An toàn khi mua nhanh (P2P): ký quỹ, thanh toán và khiếu nại',
    keywords: 'P2P, mua nhanh, OTC, ký quỹ, thương nhân, giải phóng, khiếu nại, lừa đảo, chuyển khoản',
    body: `Mua nhanh ([/kjmbSelect](/kjmbSelect)) cho phép bạn mua hoặc bán USDT bằng tiền (CNY, USD, EUR, GBP, JPY) với thương nhân đã xác minh.

### Ký quỹ bảo vệ bạn thế nào

Khi lệnh mở, **USDT của người bán bị khóa trong ký quỹ**. USDT chỉ rời ký quỹ khi người bán giải phóng cho người mua, người mua hủy (trả về người bán), hết thời hạn thanh toán mà chưa trả, hoặc nhân viên phân xử khiếu nại.

### Khi là người mua

1. Trả đúng số tiền **trong thời hạn thanh toán** (15–30 phút) vào thông tin của người bán hiển thị trong lệnh, bằng phương thức đã chọn. Dùng tài khoản đứng tên bạn đã xác minh.
2. Bấm **Tôi đã thanh toán** và đính kèm chứng từ.
3. Không bao giờ trả ra ngoài thông tin của lệnh, và không bấm đã trả trước khi trả.

### Khi là người bán

**Không bao giờ giải phóng trước khi tiền đã vào tài khoản của chính bạn.** Kiểm tra trực tiếp trong ứng dụng ngân hàng hoặc ví: ảnh chụp, giao dịch "đang xử lý" và tin nhắn đều có thể giả. Giải phóng cần mật khẩu giao dịch.

### Khiếu nại

Nếu bạn đã trả mà người bán không giải phóng, hoặc có sự cố, bấm **Khiếu nại** kèm lý do và bằng chứng. USDT vẫn trong ký quỹ đến khi nhân viên quyết định; cả hai bên đều đọc quyết định và lý do.

### Giới hạn

Mua cần xác minh cơ bản; bán cần thêm mật khẩu giao dịch. Tối đa **3 lệnh chưa thanh toán** cùng lúc; sau **3 lần hủy** trong một ngày Hồng Kông, bạn không thể mở lệnh đến ngày hôm sau. Giữ mọi trao đổi trong chat của lệnh.`,
  },
};
